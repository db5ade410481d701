// UVa 10404 "Bachet's Game": win[i] over the move set of each line, rebuilt per line.
#include <cstdio>

int n, m, s[15];
bool win[1000005];

int main() {
    while (scanf("%d %d", &n, &m) == 2) {
        for (int i = 0; i < m; i++) scanf("%d", &s[i]);
        for (int i = 0; i <= n; i++) {
            win[i] = false;
            for (int j = 0; j < m; j++)
                if (s[j] <= i && !win[i - s[j]]) { win[i] = true; break; }
        }
        puts(win[n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}

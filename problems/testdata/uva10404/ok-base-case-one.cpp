// UVa 10404 "Bachet's Game", accepted: the statement promises that 1 is in
// the move set, so n = 1 is a win and the table starts at 2. Wrong without
// the promise (1 1 2: Ollie wins), right with it.
#include <cstdio>

int n, m, s[15];
bool win[1000005];

int main() {
    while (scanf("%d %d", &n, &m) == 2) {
        for (int i = 0; i < m; i++) scanf("%d", &s[i]);
        win[0] = false;
        win[1] = true;
        for (int i = 2; i <= n; i++) {
            win[i] = false;
            for (int j = 0; j < m; j++)
                if (s[j] <= i && !win[i - s[j]]) { win[i] = true; break; }
        }
        puts(win[n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}

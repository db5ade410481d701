// bug: keeps the table between lines and rebuilds it only when the number of moves m changes,
// not when the moves themselves do (the sample's lines never show the difference)
#include <cstdio>

int n, m, s[15], lastm = -1, done = 0;
bool win[1000005];

int main() {
    while (scanf("%d %d", &n, &m) == 2) {
        for (int i = 0; i < m; i++) scanf("%d", &s[i]);
        if (m != lastm) { done = 0; lastm = m; }
        for (int i = done + 1; i <= n; i++) {
            win[i] = false;
            for (int j = 0; j < m; j++)
                if (s[j] <= i && !win[i - s[j]]) { win[i] = true; break; }
        }
        if (n > done) done = n;
        puts(win[n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}

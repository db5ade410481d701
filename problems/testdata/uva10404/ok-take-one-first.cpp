// UVa 10404 "Bachet's Game", accepted: taking one stone is always a move
// (the statement promises 1 in the set), so it is tried first, before the
// listed amounts. Wrong without the promise (3 1 2 needs the move 2 only:
// it is right there, but 1 1 2 is called a win), right with it.
#include <cstdio>

int n, m, s[15];
bool win[1000005];

int main() {
    while (scanf("%d %d", &n, &m) == 2) {
        for (int i = 0; i < m; i++) scanf("%d", &s[i]);
        win[0] = false;
        for (int i = 1; i <= n; i++) {
            win[i] = !win[i - 1];
            for (int j = 0; j < m && !win[i]; j++)
                if (s[j] <= i && !win[i - s[j]]) win[i] = true;
        }
        puts(win[n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}

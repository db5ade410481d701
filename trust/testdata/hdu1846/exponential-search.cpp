// Flaw: plays the game out by plain recursion without a memo: right on
// every input, exponential in n / m (n = 1000, m = 2 never ends).
// Truth: TimeLimit.
#include <cstdio>

int m;

bool win(int n) {
    for (int k = 1; k <= m && k <= n; k++)
        if (!win(n - k)) return true;
    return false;
}

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n;
        scanf("%d %d", &n, &m);
        puts(win(n) ? "first" : "second");
    }
    return 0;
}

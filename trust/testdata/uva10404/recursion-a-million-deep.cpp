// Flaw: the win table by memoised recursion, win(n) asking win(n - s)
// for each amount s: with the amount 1 (always allowed) the recursion is
// n deep, a million frames at the statement's n = 10^6: far past the
// 8 MiB of stack the judge gives (Linux's default).
// Truth: RuntimeError (stack overflow).
#include <cstdio>
#include <vector>

int m, s[10];
std::vector<signed char> memo;  // -1 unknown, 0 lose, 1 win

bool win(int n) {
    if (memo[n] >= 0) return memo[n];
    bool w = false;
    for (int i = 0; i < m; i++)
        if (s[i] <= n && !win(n - s[i])) w = true;
    memo[n] = w;
    return w;
}

int main() {
    int n;
    while (scanf("%d %d", &n, &m) == 2) {
        for (int i = 0; i < m; i++) scanf("%d", &s[i]);
        memo.assign(n + 1, -1);
        puts(win(n) ? "Stan wins" : "Ollie wins");
    }
    return 0;
}

// hdu1846, planted for growth (exponential): plays the game out by plain
// recursion, no memo: right, and exponential in n / m.
#include <cstdio>
int m;
bool win(int n) {
    for (int k = 1; k <= m && k <= n; k++)
        if (!win(n - k)) return true;
    return false;
}
int main() {
    int c; scanf("%d", &c);
    while (c--) { int n; scanf("%d %d", &n, &m); puts(win(n) ? "first" : "second"); }
}

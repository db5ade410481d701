// Flaw: reduces n modulo m+1 by subtracting multiples (m+1)*m^j, the
// largest first; the loop that finds the largest grows it by factors of
// m, so with m == 1 it never ends (from n = 2 on).
// Truth: TimeLimit, least input `1 / 2 1`.
#include <cstdio>

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        int r = n;
        long long chunk = m + 1;
        while (chunk * m <= r) chunk *= m;
        while (r >= m + 1) {
            while (chunk > r) chunk /= m;
            r -= chunk;
        }
        puts(r ? "first" : "second");
    }
    return 0;
}

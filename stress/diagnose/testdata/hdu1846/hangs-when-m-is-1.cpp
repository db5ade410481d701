// hdu1846, planted for growth (a hang): it strips n down by m - 1 at a
// time, so with m == 1 it never ends, whatever n (from n = 2 on).
#include <cstdio>
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int n, m; scanf("%d %d", &n, &m);
        volatile long long r = n;
        while (r > m) r = r - (m - 1);
        puts(n % (m + 1) ? "first" : "second");
    }
}

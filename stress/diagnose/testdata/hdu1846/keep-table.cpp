// hdu1846, planted for state-across-cases: the table is built for the
// first case's m only and kept for every later case.
#include <cstdio>
int sg[1001]; int built = 0;
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int n, m; scanf("%d %d", &n, &m);
        if (!built) { for (int i = 0; i <= 1000; i++) sg[i] = i % (m + 1); built = 1; }
        puts(sg[n] ? "first" : "second");
    }
}

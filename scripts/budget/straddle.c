/* hdu1846 (Brave Game) answered right, then ITER (argv[1]) rounds of a
 * spin: a run's CPU time straddles the limit when ITER is set near it. */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    long long iter = argc > 1 ? atoll(argv[1]) : 0;
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        long long n, m;
        scanf("%lld %lld", &n, &m);
        puts(n % (m + 1) ? "first" : "second");
    }
    volatile unsigned long long x = 1;
    for (long long i = 0; i < iter; i++) x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return 0;
}

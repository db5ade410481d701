// Must pass: asserts every bound cf150a declares (one q a run,
// 1 <= q <= 10^13). Write a non-trivial divisor; who cannot move wins.
// A number with at most one prime factor (1 or a prime) has no move: the
// first player wins, "1 / 0". A product of exactly two primes has only
// primes as moves, after which the other cannot move and wins: "2". With
// three or more prime factors, the product of the two smallest is a
// divisor of that losing kind: "1" and it.
#include <cassert>
#include <cstdio>

int main() {
    long long q;
    assert(scanf("%lld", &q) == 1 && 1 <= q && q <= 10000000000000LL);
    int extra;
    assert(scanf("%d", &extra) == EOF);
    long long f[3];
    int nf = 0;
    long long r = q;
    for (long long p = 2; p * p <= r && nf < 3; p++)
        while (r % p == 0 && nf < 3) f[nf++] = p, r /= p;
    if (r > 1 && nf < 3) f[nf++] = r;
    if (nf <= 1) printf("1\n0\n");
    else if (nf == 2 && f[0] * f[1] == q) printf("2\n");
    else printf("1\n%lld\n", f[0] * f[1]);
    return 0;
}

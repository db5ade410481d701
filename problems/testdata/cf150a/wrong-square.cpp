// bug: moves to the square of the smallest prime factor (not a divisor of q = 18: no move at all).
#include <cstdio>
int main() {
    long long q;
    if (scanf("%lld", &q) != 1) return 0;
    long long r = q, f[3];
    int k = 0;
    for (long long d = 2; d * d <= r && k < 3; d++)
        while (r % d == 0 && k < 3) { f[k++] = d; r /= d; }
    if (r > 1 && k < 3) f[k++] = r;
    if (k <= 1) printf("1\n0\n");
    else if (k == 2) printf("2\n");
    else printf("1\n%lld\n", f[0] * f[0]);
}

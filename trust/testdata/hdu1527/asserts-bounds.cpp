// Must pass: asserts every bound hdu1527 declares (lines `a b` to the end
// of the input, 0 <= a, b <= 10^9). Wythoff's game: (a, b) with a <= b is
// lost iff a = a_k for k = b - a, where a_k = floor(k * phi) =
// (k + isqrt(5 k^2)) / 2, in exact integers (5 k^2 <= 5 * 10^18 fits).
#include <cassert>
#include <cmath>
#include <cstdio>
#include <utility>

typedef unsigned long long u64;

u64 isqrt(u64 v) {
    u64 r = (u64)sqrtl((long double)v);
    while (r * r > v) r--;
    while ((r + 1) * (r + 1) <= v) r++;
    return r;
}

int main() {
    long long a, b;
    int cases = 0;
    while (scanf("%lld %lld", &a, &b) == 2) {
        assert(0 <= a && a <= 1000000000 && 0 <= b && b <= 1000000000);
        cases++;
        if (a > b) std::swap(a, b);
        u64 k = b - a;
        u64 ak = (k + isqrt(5 * k * k)) / 2;
        puts(ak == (u64)a ? "0" : "1");
    }
    assert(cases >= 1 && feof(stdin));
    return 0;
}

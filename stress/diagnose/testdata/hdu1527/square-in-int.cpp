// hdu1527, planted for the sanitizer on a wrong answer: Wythoff's exact
// a_k = (k + isqrt(5 k^2)) / 2 with 5 * k * k computed in int, which
// overflows from k = 20725 on. No input number crosses 2^31 itself: the
// overflow diagnosis must not claim one; the sanitized run names the line.
#include <cstdio>
#include <algorithm>
long long isqrt(long long v) {
    long long lo = 0, hi = 1LL << 32;
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        if (mid * mid <= v) lo = mid; else hi = mid - 1;
    }
    return lo;
}
int main() {
    int a, b;
    while (scanf("%d %d", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        int k = b - a;
        long long ak = (k + isqrt(5 * k * k)) / 2;
        puts(ak == a ? "0" : "1");
    }
}

// Flaw: Wythoff's P positions exactly, a_k = (k + isqrt(5 k^2)) / 2 with
// k = b - a (a <= b), but 5 * k * k is computed in int: it overflows for
// k >= 20725 and the square root is taken of garbage.
// Truth: WrongAnswer.
#include <cstdio>
#include <algorithm>

// isqrt is the largest r with r * r <= v (0 for v < 0), by bisection.
long long isqrt(long long v) {
    long long lo = 0, hi = 1LL << 32;
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2;
        if (mid * mid <= v) lo = mid;
        else hi = mid - 1;
    }
    return lo;
}

int main() {
    int a, b;
    while (scanf("%d %d", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        int k = b - a;
        long long ak = (k + isqrt(5 * k * k)) / 2;  // 5*k*k: int overflow
        puts(ak == a ? "0" : "1");
    }
    return 0;
}

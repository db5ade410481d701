// hdu1527, planted for growth: right, but it walks every k up to a
// (O(a)): a = 10^9 takes about a second.
#include <cstdio>
#include <cmath>
#include <algorithm>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        // walk every k up to a: O(a)
        const double phi = (1 + std::sqrt(5.0)) / 2;
        bool lose = false;
        for (long long k = 0; ; k++) {
            long long ak = (long long)std::floor(k * phi);
            if (ak > a) break;
            if (ak == a && b == ak + k) { lose = true; break; }
        }
        puts(lose ? "0" : "1");
    }
}

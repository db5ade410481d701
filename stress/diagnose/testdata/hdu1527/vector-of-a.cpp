// hdu1527, planted for growth (memory): right, but it marks the losing
// a_k in a vector of a + 1 bytes: a = 10^9 is a gigabyte.
#include <cstdio>
#include <cmath>
#include <vector>
#include <algorithm>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        std::vector<char> lose(a + 1, 0);
        const double phi = (1 + std::sqrt(5.0)) / 2;
        for (long long k = 0; ; k++) {
            long long ak = (long long)std::floor(k * phi);
            if (ak > a) break;
            if (b == ak + k) lose[ak] = 1;
        }
        puts(lose[a] ? "0" : "1");
    }
}

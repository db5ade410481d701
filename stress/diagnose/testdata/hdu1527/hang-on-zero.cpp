// hdu1527, a TimeLimit with no growth to measure: it hangs when a == 0.
#include <cstdio>
#include <cmath>
#include <algorithm>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        volatile long long spin = 0;
        while (a == 0) spin++;
        long long k = b - a;
        long long ak = (long long)std::floor(k * (1 + std::sqrt(5.0)) / 2);
        puts(ak == a ? "0" : "1");
    }
}

// Must pass: asserts every bound examples/promises/cses1730.toml declares
// (C, 1..2*10^5, then C tests: n, 1..2*10^5, and n heaps of 1..10^9), and
// the promise over the whole input: the sum of n is at most 2*10^5. Nim:
// the mover wins iff the XOR is not 0. Like issue 28's real solution, it
// sorts every test first (needless, O(n log n)): about 0.1 s at the
// promise's size, far from CSES's 1 s if the inputs keep the promise.
#include <algorithm>
#include <cassert>
#include <cstdio>
#include <vector>

int main() {
    int c;
    assert(scanf("%d", &c) == 1 && 1 <= c && c <= 200000);
    long long total = 0;
    std::vector<int> x;
    while (c--) {
        int n;
        assert(scanf("%d", &n) == 1 && 1 <= n && n <= 200000);
        total += n;
        assert(total <= 200000);
        x.resize(n);
        for (int &v : x) assert(scanf("%d", &v) == 1 && 1 <= v && v <= 1000000000);
        std::sort(x.begin(), x.end());
        int s = 0;
        for (int v : x) s ^= v;
        puts(s ? "first" : "second");
    }
    int extra;
    assert(scanf("%d", &extra) == EOF);
    return 0;
}

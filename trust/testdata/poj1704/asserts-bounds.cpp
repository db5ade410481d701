// Must pass: asserts every bound poj1704 declares (T, 1..20, then T tests:
// n, 1..1000, and n distinct cells of 1..10000, in any order). Sorted,
// the gaps between chessmen are a staircase: moving a chessman left
// shrinks the gap before it and widens the one after. Pairing the
// chessmen from the right (the leftmost with the wall at 0 when n is
// odd), each pair's gap is a Nim heap (a widening move on a pair's
// outer side is undone by the partner): Georgia wins iff their XOR != 0.
#include <algorithm>
#include <cassert>
#include <cstdio>
#include <vector>

int main() {
    int t;
    assert(scanf("%d", &t) == 1 && 1 <= t && t <= 20);
    while (t--) {
        int n;
        assert(scanf("%d", &n) == 1 && 1 <= n && n <= 1000);
        std::vector<int> p(n);
        for (int &v : p) assert(scanf("%d", &v) == 1 && 1 <= v && v <= 10000);
        std::sort(p.begin(), p.end());
        assert(std::adjacent_find(p.begin(), p.end()) == p.end());
        int x = 0;
        for (int i = n - 1; i >= 0; i -= 2) {
            int left = i > 0 ? p[i - 1] : 0;
            x ^= p[i] - left - 1;
        }
        puts(x ? "Georgia will win" : "Bob will win");
    }
    int extra;
    assert(scanf("%d", &extra) == EOF);
    return 0;
}

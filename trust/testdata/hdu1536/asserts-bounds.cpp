// Must pass: asserts every bound hdu1536 declares (per test: k, 1..100,
// and k distinct amounts of 1..10000; m, 1..100; m positions, each l,
// 1..100, and l heaps of 0..10000; until k = 0). S-Nim: a sum of
// subtraction games, so the XOR of the heaps' Grundy values, each the mex
// of the values one allowed amount below. The table is rebuilt for every
// test (the amounts change) up to the test's largest heap.
#include <algorithm>
#include <cassert>
#include <cstdio>
#include <vector>

int main() {
    int k, tests = 0;
    while (scanf("%d", &k) == 1 && k != 0) {
        assert(1 <= k && k <= 100);
        std::vector<int> s(k);
        for (int &v : s) assert(scanf("%d", &v) == 1 && 1 <= v && v <= 10000);
        std::vector<int> sorted = s;
        std::sort(sorted.begin(), sorted.end());
        assert(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end());
        int m;
        assert(scanf("%d", &m) == 1 && 1 <= m && m <= 100);
        std::vector<std::vector<int>> pos(m);
        int top = 0;
        for (auto &p : pos) {
            int l;
            assert(scanf("%d", &l) == 1 && 1 <= l && l <= 100);
            p.resize(l);
            for (int &h : p) {
                assert(scanf("%d", &h) == 1 && 0 <= h && h <= 10000);
                top = std::max(top, h);
            }
        }
        std::vector<int> g(top + 1, 0);
        std::vector<int> mark(k + 2, -1);
        for (int x = 1; x <= top; x++) {
            for (int d : sorted) {
                if (d > x) break;
                if (g[x - d] <= k) mark[g[x - d]] = x;
            }
            while (mark[g[x]] == x) g[x]++;
        }
        for (auto &p : pos) {
            int x = 0;
            for (int h : p) x ^= g[h];
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
        tests++;
    }
    assert(k == 0 && tests >= 1);
    int extra;
    assert(scanf("%d", &extra) == EOF);
    return 0;
}

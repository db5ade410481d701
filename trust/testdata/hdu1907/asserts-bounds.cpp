// Must pass: asserts every bound hdu1907 declares (T, 0..10^7, then T
// tests: N, 1..47, and N heaps of 1..4747; nothing after). Misere Nim
// (Bouton): if every heap is 1 the mover wins iff their number is even;
// otherwise iff the XOR is not 0.
#include <cassert>
#include <cstdio>

int main() {
    int t;
    assert(scanf("%d", &t) == 1 && 0 <= t && t <= 10000000);
    while (t--) {
        int n, x = 0;
        bool big = false;
        assert(scanf("%d", &n) == 1 && 1 <= n && n <= 47);
        for (int i = 0; i < n; i++) {
            int h;
            assert(scanf("%d", &h) == 1 && 1 <= h && h <= 4747);
            x ^= h;
            big |= h > 1;
        }
        bool john = big ? x != 0 : n % 2 == 0;
        puts(john ? "John" : "Brother");
    }
    int extra;
    assert(scanf("%d", &extra) == EOF);
    return 0;
}

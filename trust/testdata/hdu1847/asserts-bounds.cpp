// Must pass: asserts every bound hdu1847 declares (numbers n to the end of
// the input, 1 <= n <= 1000). Taking a power of two: no power of two is a
// multiple of 3, and 1 or 2 always reach one, so the mover loses iff
// n % 3 == 0.
#include <cassert>
#include <cstdio>

int main() {
    int n, cases = 0;
    while (scanf("%d", &n) == 1) {
        assert(1 <= n && n <= 1000);
        cases++;
        puts(n % 3 ? "Kiki" : "Cici");
    }
    assert(cases >= 1);
    assert(feof(stdin));
    return 0;
}

// Must pass: asserts every bound take-range declares (a count, then cases
// `n a b`, 1 <= n <= 1000, 1 <= a <= 1000, a <= b <= 1000). Take a..b,
// fewer than a left: no move. The mover loses iff n % (a+b) < a: from
// r = n % (a+b) < a every take t leaves r' = r - t + (a+b) in the winning
// band a..a+b-1 mod (a+b) (or no move at all), and from r >= a taking
// r - (0..a-1) clipped to a..b reaches the losing band.
#include <cassert>
#include <cstdio>

int main() {
    int c;
    assert(scanf("%d", &c) == 1 && c >= 1);
    while (c--) {
        int n, a, b;
        assert(scanf("%d %d %d", &n, &a, &b) == 3);
        assert(1 <= n && n <= 1000 && 1 <= a && a <= 1000 && a <= b && b <= 1000);
        puts(n % (a + b) >= a ? "first" : "second");
    }
    int extra;
    assert(scanf("%d", &extra) == EOF);
    return 0;
}

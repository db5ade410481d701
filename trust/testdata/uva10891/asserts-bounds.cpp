// Must pass: asserts every bound uva10891.toml declares (n, 1..100, then n
// numbers of -1000..1000, until n = 0; nothing after). The mover on
// a[i..j] takes a prefix or a suffix and the other plays on the rest:
// best(i, j) = sum(i..j) - min(0, best of every proper part left), the
// part's best being the other player's. The answer is the first player's
// score minus the second's: 2 best(0, n-1) - sum.
#include <algorithm>
#include <cassert>
#include <cstdio>

int n, a[101], pre[101], f[101][101];

int main() {
    int tests = 0;
    while (scanf("%d", &n) == 1 && n != 0) {
        assert(1 <= n && n <= 100);
        for (int i = 0; i < n; i++) {
            assert(scanf("%d", &a[i]) == 1 && -1000 <= a[i] && a[i] <= 1000);
            pre[i + 1] = pre[i] + a[i];
        }
        for (int len = 1; len <= n; len++)
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1, m = 0;  // m: the least the other can get (0: nothing left)
                for (int k = i + 1; k <= j; k++) m = std::min(m, f[k][j]);
                for (int k = i; k < j; k++) m = std::min(m, f[i][k]);
                f[i][j] = pre[j + 1] - pre[i] - m;
            }
        printf("%d\n", 2 * f[0][n - 1] - pre[n]);
        tests++;
    }
    assert(n == 0 && tests >= 1);
    int extra;
    assert(scanf("%d", &extra) == EOF);
    return 0;
}

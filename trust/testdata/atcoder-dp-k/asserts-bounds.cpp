// Must pass: asserts every bound atcoder-dp-k declares (one game a run:
// `n k`, 1 <= n <= 100, 1 <= k <= 10^5, then n distinct sorted amounts of
// 1..k). A pile of k stones, a move removes exactly one of the amounts:
// win[s] iff some amount a <= s leaves win[s - a] false.
#include <cassert>
#include <cstdio>
#include <vector>

int main() {
    int n, k;
    assert(scanf("%d %d", &n, &k) == 2 && 1 <= n && n <= 100 && 1 <= k && k <= 100000);
    std::vector<int> a(n);
    for (int i = 0; i < n; i++) {
        assert(scanf("%d", &a[i]) == 1 && 1 <= a[i] && a[i] <= k);
        assert(i == 0 || a[i - 1] < a[i]);
    }
    int extra;
    assert(scanf("%d", &extra) == EOF);
    std::vector<char> win(k + 1, 0);
    for (int s = 1; s <= k; s++)
        for (int v : a) {
            if (v > s) break;
            if (!win[s - v]) {
                win[s] = 1;
                break;
            }
        }
    puts(win[k] ? "First" : "Second");
    return 0;
}

// bug: the answer's loop drops the check that k divides n - k(k-1)/2 (it can print a k that splits nothing: no move at all).
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> g(n + 1, 0), px(n + 1, 0), mark(64, -1);
    for (int m = 1; m <= n; m++) {
        for (int k = 2; k * (k + 1) / 2 <= m; k++) {
            int t = m - k * (k - 1) / 2;
            if (t % k) continue;
            int s = t / k, x = px[s + k - 1] ^ px[s - 1];
            mark[x] = m;
        }
        while (mark[g[m]] == m) g[m]++;
        px[m] = px[m - 1] ^ g[m];
    }
    int ans = -1;
    for (int k = 2; k * (k + 1) / 2 <= n && g[n]; k++) {
        int s = (n - k * (k - 1) / 2) / k;
        if ((px[s + k - 1] ^ px[s - 1]) == 0) { ans = k; break; }
    }
    printf("%d\n", ans);
}

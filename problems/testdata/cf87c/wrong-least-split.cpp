// bug: when Serozha wins, prints the least k of any legal split (a losing move when that split leaves XOR != 0).
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<int> g(n + 1, 0), px(n + 1, 0), mark(64, -1);
    int first = -1;
    for (int m = 1; m <= n; m++) {
        for (int k = 2; k * (k + 1) / 2 <= m; k++) {
            int t = m - k * (k - 1) / 2;
            if (t % k) continue;
            int s = t / k, x = px[s + k - 1] ^ px[s - 1];
            mark[x] = m;
            if (m == n && first < 0) first = k;
        }
        while (mark[g[m]] == m) g[m]++;
        px[m] = px[m - 1] ^ g[m];
    }
    printf("%d\n", g[n] ? first : -1);
}

// bug: the memo marks "not computed" by 0, so a part whose value is 0 is
// searched again at every visit: linear-time on almost every input,
// exponential on a row of zeros (every part is worth 0)
#include <cstdio>
#include <cstring>
#include <algorithm>

int n, a[105], pre[105], f[105][105];

int best(int i, int j) {
    if (i > j) return 0;
    if (f[i][j]) return f[i][j];
    int m = 0;
    for (int k = i + 1; k <= j; k++) m = std::min(m, best(k, j));
    for (int k = j - 1; k >= i; k--) m = std::min(m, best(i, k));
    return f[i][j] = pre[j + 1] - pre[i] - m;
}

int main() {
    while (scanf("%d", &n) == 1 && n) {
        for (int i = 0; i < n; i++) scanf("%d", &a[i]), pre[i + 1] = pre[i] + a[i];
        memset(f, 0, sizeof f);
        printf("%d\n", 2 * best(0, n - 1) - (pre[n] - pre[0]));
    }
    return 0;
}

// UVa 10891 "Game of Sum": f(i, j) = sum(i..j) - min(0, f of every part
// the opponent may be left with); memoised with a separate "done" flag.
#include <cstdio>
#include <algorithm>

int n, a[105], pre[105], f[105][105];
bool done[105][105];

int best(int i, int j) {
    if (i > j) return 0;
    if (done[i][j]) return f[i][j];
    int m = 0;  // taking everything leaves the opponent nothing
    for (int k = i + 1; k <= j; k++) m = std::min(m, best(k, j));
    for (int k = j - 1; k >= i; k--) m = std::min(m, best(i, k));
    done[i][j] = true;
    return f[i][j] = pre[j + 1] - pre[i] - m;
}

int main() {
    while (scanf("%d", &n) == 1 && n) {
        for (int i = 0; i < n; i++) scanf("%d", &a[i]), pre[i + 1] = pre[i] + a[i];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) done[i][j] = false;
        printf("%d\n", 2 * best(0, n - 1) - (pre[n] - pre[0]));
    }
    return 0;
}

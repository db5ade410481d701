// uva10891, a memo of best margins that marks "not computed" with 0: a
// part worth exactly 0 is searched again at every visit, so a row of
// zeros is exponential in n. The case is a count and its list: its growth
// is measured by cutting the list (and its count).
#include <cstdio>
#include <cstring>
int n, pre[101], memo[100][100];
int best(int i, int j) {
    if (i > j) return 0;
    if (memo[i][j] != 0) return memo[i][j];
    int res = pre[j + 1] - pre[i];
    for (int k = i; k < j; k++) {
        int l = pre[k + 1] - pre[i] - best(k + 1, j);
        int r = pre[j + 1] - pre[k + 1] - best(i, k);
        if (l > res) res = l;
        if (r > res) res = r;
    }
    return memo[i][j] = res;
}
int main() {
    while (scanf("%d", &n) == 1 && n != 0) {
        for (int i = 0; i < n; i++) {
            int a; scanf("%d", &a);
            pre[i + 1] = pre[i] + a;
        }
        memset(memo, 0, sizeof memo);
        printf("%d\n", best(0, n - 1));
    }
}

// Integer Game (Codeforces 1375F): correct. First: a huge y makes the
// chosen pile the largest; then 2z - x - y leaves an arithmetic
// progression with the chosen pile on top; then its difference: either
// pile the second player may choose becomes equal to another.
#include <cstdio>
#include <algorithm>
typedef long long ll;
int main() {
    ll p[3];
    if (scanf("%lld %lld %lld", &p[0], &p[1], &p[2]) != 3) return 0;
    printf("First\n");
    fflush(stdout);
    int last = -1;
    for (int turn = 0; turn < 1000; turn++) {
        ll y;
        int a = (last + 1) % 3, b = (last + 2) % 3;
        if (last < 0) y = 10000000000LL;
        else if (p[last] - std::max(p[a], p[b]) == std::max(p[a], p[b]) - std::min(p[a], p[b])) y = p[last] - std::max(p[a], p[b]);
        else y = 2 * p[last] - p[a] - p[b];
        printf("%lld\n", y);
        fflush(stdout);
        int k;
        if (scanf("%d", &k) != 1 || k <= 0) return 0;
        p[k - 1] += y;
        last = k - 1;
    }
}

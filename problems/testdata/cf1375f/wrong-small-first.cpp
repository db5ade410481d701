// bug: the first y is 1, not a huge one: the adaptive jury puts it on a pile that does not become the largest, and the plan's 2z - x - y (z the last-chosen pile) turns negative.
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
        if (last < 0) y = 1;
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

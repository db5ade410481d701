// maxlist with an off-by-one: the scan stops before the last element.
#include <cstdio>

static long long a[105];

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
        long long best = a[0];
        for (int i = 1; i < n - 1; i++)
            if (a[i] > best) best = a[i];
        printf("%lld\n", best);
    }
}

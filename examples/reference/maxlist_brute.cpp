// Brute force for maxlist: the element that no other element exceeds.
#include <cstdio>

static long long a[105];

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
        for (int i = 0; i < n; i++) {
            bool top = true;
            for (int j = 0; j < n; j++)
                if (a[j] > a[i]) top = false;
            if (top) { printf("%lld\n", a[i]); break; }
        }
    }
}

// a904: reads the jury's move `k x` as "heap k now has x stones" instead of
// "x stones were taken from heap k".
#include <cstdio>
int a[105];
int main() {
    int T;
    scanf("%d", &T);
    while (T--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) { scanf("%d", &a[i]); x ^= a[i]; }
        bool me = x != 0;
        printf("%d\n", me ? 0 : 1);
        fflush(stdout);
        for (;;) {
            if (me) {
                x = 0;
                for (int i = 0; i < n; i++) x ^= a[i];
                int i = 0, t = 1;
                while (i < n && (a[i] ^ x) >= a[i]) i++;
                if (i < n) t = a[i] - (a[i] ^ x);
                else for (i = 0; i < n - 1 && a[i] == 0; i++) {}
                a[i] -= t;
                printf("%d %d\n", i + 1, t);
                fflush(stdout);
            }
            me = true;
            int k, y;
            scanf("%d %d", &k, &y);
            if (k == -1) break;
            a[k - 1] = y;
        }
    }
}

// a904 (interactive Nim, T games): move first iff the XOR is not 0, then
// always leave XOR 0. Flushes after every line.
#include <cstdio>
int a[105];
int main() {
    int T;
    if (scanf("%d", &T) != 1) return 0;
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
                for (int i = 0; i < n; i++)
                    if ((a[i] ^ x) < a[i]) {
                        int t = a[i] - (a[i] ^ x);
                        a[i] -= t;
                        printf("%d %d\n", i + 1, t);
                        fflush(stdout);
                        break;
                    }
            }
            me = true;
            int k, y;
            scanf("%d %d", &k, &y);
            if (k == -1) break;
            a[k - 1] -= y;
        }
    }
}

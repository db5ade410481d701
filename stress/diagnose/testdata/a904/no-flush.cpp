// a904, planted for flush (a copy of problems/testdata/a904/no-flush.cpp).
// a904: the right strategy, but it never flushes: printf to a pipe is
// fully buffered, so the jury waits for a move that never comes.
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
        for (;;) {
            if (me) {
                x = 0;
                for (int i = 0; i < n; i++) x ^= a[i];
                for (int i = 0; i < n; i++)
                    if ((a[i] ^ x) < a[i]) {
                        int t = a[i] - (a[i] ^ x);
                        a[i] -= t;
                        printf("%d %d\n", i + 1, t);
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

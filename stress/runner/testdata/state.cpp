// hdu1846, bug: the win table is built for the first case's m and kept for
// every later case (state kept across cases).
#include <cstdio>
static bool win[1001], built;
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        if (!built) {
            for (int i = 1; i <= 1000; i++)
                for (int k = 1; k <= m && k <= i; k++)
                    if (!win[i - k]) { win[i] = true; break; }
            built = true;
        }
        puts(win[n] ? "first" : "second");
    }
}

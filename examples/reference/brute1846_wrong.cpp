// A broken brute force for hdu1846: the loop over moves stops one short
// (k < m), so taking the whole allowance m is never tried.
#include <cstdio>
#include <cstring>

static bool win[1005];

int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        memset(win, 0, sizeof win);
        for (int i = 1; i <= n; i++)
            for (int k = 1; k < m && k <= i; k++)
                if (!win[i - k]) { win[i] = true; break; }
        puts(win[n] ? "first" : "second");
    }
}

// hdu1846, bug: answers the first half of the cases, closes stdout, reads
// on, and exits 0.
#include <cstdio>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    for (int i = 0; i < c; i++) {
        int n, m;
        scanf("%d %d", &n, &m);
        if (i == c / 2) fclose(stdout);
        if (i < c / 2) puts(n % (m + 1) ? "first" : "second");
    }
}

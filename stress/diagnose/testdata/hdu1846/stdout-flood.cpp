// hdu1846, an output flood on standard output when m == 1: an OutputLimit
// whose output repeats "first\n" to the limit, at m = 1 only (output-flood),
// and that must not be called a stderr flood.
#include <cstdio>
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int n, m; scanf("%d %d", &n, &m);
        if (m == 1) for (;;) puts("first");
        puts(n % (m + 1) ? "first" : "second");
    }
}

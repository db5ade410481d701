// Must pass: right, and it spends 90% of hdu's 1 s of CPU time on every
// run (a table it rebuilds to no purpose). A judge accepts it; so must
// gamestress, whatever the load beside it.
#include <cstdio>
#include <ctime>

static double cpu() {
    timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(n % (m + 1) ? "first" : "second");
    }
    volatile unsigned x = 0;
    while (cpu() < 0.90)
        for (int i = 0; i < 100000; i++) x = x * 31 + i;
    return 0;
}

// hdu1846, bug: forks a child that sleeps forever with stdout still open,
// then answers correctly and exits.
#include <cstdio>
#include <unistd.h>
int main() {
    if (fork() == 0) {
        for (;;) sleep(1000);
    }
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(n % (m + 1) ? "first" : "second");
    }
}

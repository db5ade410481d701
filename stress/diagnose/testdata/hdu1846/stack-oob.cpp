// hdu1846, planted for the sanitizer diagnosis: the table lives on the
// stack, sized 600 for n up to 1000; n >= 600 writes past it (a crash
// on the hdu preset's 2 MiB stack, or a wrong answer).
#include <cstdio>
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int n, m; scanf("%d %d", &n, &m);
        int sg[600];
        for (int i = 0; i <= n; i++) sg[i] = i % (m + 1);
        puts(sg[n] ? "first" : "second");
    }
}

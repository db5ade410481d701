// hdu1846, planted for only-at-top: a table of 1000 for n up to 1000, so
// n = 1000 reads the word after it (here the field after the array).
#include <cstdio>
struct { int sg[1000]; int after; } t;
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int n, m; scanf("%d %d", &n, &m);
        for (int i = 0; i < 1000; i++) t.sg[i] = i % (m + 1);
        t.after = 1;
        int *row = t.sg;
        puts(row[n] ? "first" : "second");
    }
}

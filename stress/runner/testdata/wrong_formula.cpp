// hdu1846, bug: m instead of m+1.
#include <cstdio>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(n % m ? "first" : "second");
    }
}

// hdu1846 reading the two numbers in the wrong order (m, then n): right
// whenever n == m, wrong first on 1 2.
#include <cstdio>

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &m, &n);
        puts(n % (m + 1) ? "first" : "second");
    }
}

// hdu1846, bug: answers the first case only.
#include <cstdio>
int main() {
    int c, n, m;
    if (scanf("%d %d %d", &c, &n, &m) != 3) return 0;
    puts(n % (m + 1) ? "first" : "second");
}

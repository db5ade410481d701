// hdu1846, planted for swapped: the right rule, the two words swapped.
#include <cstdio>
int main() { int c; scanf("%d", &c); while (c--) { int n, m; scanf("%d %d", &n, &m); puts(n % (m + 1) ? "second" : "first"); } }

// hdu1846, planted for pattern: n % m where the rule is n % (m + 1).
#include <cstdio>
int main() { int c; scanf("%d", &c); while (c--) { int n, m; scanf("%d %d", &n, &m); puts(n % m ? "first" : "second"); } }

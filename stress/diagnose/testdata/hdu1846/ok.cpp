// hdu1846, correct: the first player loses iff n % (m + 1) == 0.
#include <cstdio>
int main() {
    int c; scanf("%d", &c);
    while (c--) { int n, m; scanf("%d %d", &n, &m); puts(n % (m + 1) ? "first" : "second"); }
}

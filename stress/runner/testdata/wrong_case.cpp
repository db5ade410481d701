// hdu1846, bug: "First"/"Second" where the judge wants lower case.
#include <cstdio>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(n % (m + 1) ? "First" : "Second");
    }
}

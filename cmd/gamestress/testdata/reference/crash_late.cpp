// A reference for hdu1846 that answers right but crashes on any pile
// above 5 (an array sized for the sample only).
#include <cstdio>
#include <cstdlib>

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        if (n > 5) abort();
        puts(n % (m + 1) ? "first" : "second");
    }
}

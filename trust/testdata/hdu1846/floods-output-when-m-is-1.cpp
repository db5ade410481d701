// Flaw: the loop meant to print the answer once steps by m - 1: with
// m == 1 it never moves and prints the answer for ever.
// Truth: OutputLimit, least input `1 / 1 1`.
#include <cstdio>

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        const char *ans = n % (m + 1) ? "first" : "second";
        for (int k = 0; k < 1; k += m - 1) puts(ans);
    }
    return 0;
}

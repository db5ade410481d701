// Find the optimal Nim move, printing the heap's new size instead of the
// number of stones taken.
#include <cstdio>
int h[25];
int main() {
    int m;
    while (scanf("%d", &m) == 1) {
        int x = 0;
        for (int i = 0; i < m; i++) { scanf("%d", &h[i]); x ^= h[i]; }
        int i = 0;
        while (i < m && (x == 0 || (h[i] ^ x) >= h[i])) i++;
        if (i == m) puts("-1");
        else printf("%d %d\n", i + 1, h[i] ^ x);
    }
}

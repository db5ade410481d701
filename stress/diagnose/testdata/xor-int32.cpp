// nim-xor.toml, planted for overflow: the XOR of heaps up to 10^18
// kept in a 32-bit int, printed wrapped.
#include <cstdio>
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int k; scanf("%d", &k);
        int x = 0;
        for (int i = 0; i < k; i++) { long long h; scanf("%lld", &h); x ^= (int)h; }
        printf("%d\n", x);
    }
}

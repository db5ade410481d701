// Must pass: Nim, listing the winning moves. X is the XOR of all heaps;
// the position is lost (No) iff X == 0; else a heap h wins exactly when
// h ^ X < h, moved to h ^ X (Sprague-Grundy for Nim, Bouton). One XOR
// pass, then one pass over the heaps: O(m) a case. The output's length
// varies: `No`, or `Yes` and a line per winning move.
#include <cstdio>
#include <vector>

int main() {
    int m;
    std::vector<long long> h;
    while (scanf("%d", &m) == 1 && m != 0) {
        h.resize(m);
        long long x = 0;
        for (int i = 0; i < m; i++) scanf("%lld", &h[i]), x ^= h[i];
        if (x == 0) {
            puts("No");
            continue;
        }
        puts("Yes");
        for (int i = 0; i < m; i++)
            if ((h[i] ^ x) < h[i]) printf("%lld %lld\n", h[i], h[i] ^ x);
    }
    return 0;
}

// Flaw: right answers, but for each heap it XORs all the others again:
// O(m^2) a case, 4*10^10 steps at the statement's m = 200000.
// Truth: TimeLimit at the judge's sizes.
#include <cstdio>
#include <vector>

int main() {
    int m;
    std::vector<long long> h;
    while (scanf("%d", &m) == 1 && m != 0) {
        h.resize(m);
        for (int i = 0; i < m; i++) scanf("%lld", &h[i]);
        std::vector<long long> moves;
        for (int i = 0; i < m; i++) {
            long long others = 0;
            for (int j = 0; j < m; j++)
                if (j != i) others ^= h[j];
            if (others < h[i]) moves.push_back(i);  // move h[i] to others
        }
        long long x = 0;
        for (int i = 0; i < m; i++) x ^= h[i];
        if (x == 0) {
            puts("No");
            continue;
        }
        puts("Yes");
        for (long long i : moves) printf("%lld %lld\n", h[i], h[i] ^ x);
    }
    return 0;
}

// split.toml: right on one pile (Grundy values by the game's rule), wrong
// on every input of two piles (it flips the answer), as a real solution
// was that handled two piles as a special case.
#include <cstdio>
#include <vector>
#include <set>
int main() {
    const int N = 200; // far above what the oracle answers
    std::vector<int> g(N + 1, 0);
    g[1] = 1;
    for (int p = 2; p <= N; p++) {
        std::set<int> s{g[p - 1]};
        for (int a = 1; a <= p / 2; a++) s.insert(g[a] ^ g[p - a]);
        int m = 0;
        while (s.count(m)) m++;
        g[p] = m;
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        int x = 0;
        for (int i = 0; i < n; i++) {
            long long v;
            scanf("%lld", &v);
            x ^= g[v < N ? v : N];
        }
        bool first = x != 0;
        if (n == 2) first = !first;
        puts(first ? "First" : "Second");
    }
}

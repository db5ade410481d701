// Flaw: the right game theory (a split into k piles a, a-1, ..., a-k+1 is
// worth the XOR of their Grundy values, from prefix XORs; the least k
// whose split is worth 0 wins), but every k from 2 to x is tried for
// every pile x, not only while k(k+1)/2 <= x: about n^2/2 = 5*10^9 steps
// at the statement's n = 10^5.
// Truth: TimeLimit.
#include <cstdio>
#include <vector>

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<int> g(n + 2, 0), px(n + 2, 0), seen(n + 2, -1);
        int answer = -1;
        for (long long x = 1; x <= n; x++) {
            for (long long k = 2; k <= x; k++) {
                long long r = x - k * (k - 1) / 2;  // k * a
                if (r < k || r % k) continue;
                long long a = r / k;                 // piles a .. a+k-1
                int v = px[a + k - 1] ^ px[a - 1];
                seen[v] = x;
                if (x == n && v == 0 && answer < 0) answer = k;
            }
            int v = 0;
            while (seen[v] == x) v++;
            g[x] = v;
            px[x] = px[x - 1] ^ v;
        }
        printf("%d\n", answer);
    }
    return 0;
}

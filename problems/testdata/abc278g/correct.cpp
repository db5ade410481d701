// ABC278 G: if L < R, or N and L have the same parity, move first: take the
// middle block of y cards (y = N mod 2) and mirror every move of the jury.
// Otherwise (L = R, parities differ) play by Grundy values of runs.
#include <bits/stdc++.h>
using namespace std;
int N, L, R;
vector<int> g;
vector<bool> on;
void put(int x, int y) { printf("%d %d\n", x, y); fflush(stdout); }
bool get(int &a, int &b) { if (scanf("%d %d", &a, &b) != 2) return false; return a > 0; }
void take(int x, int y) { for (int c = x; c < x + y; c++) on[c] = false; }
int main() {
    scanf("%d %d %d", &N, &L, &R);
    on.assign(N + 2, true);
    if (L < R || N % 2 == L % 2) {
        int y = -1;
        for (int v = L; v <= min(R, N); v++) if (v % 2 == N % 2) { y = v; break; }
        if (y < 0) { puts("Second"); fflush(stdout); int a, b; get(a, b); return 0; }
        puts("First"); fflush(stdout);
        int h = (N - y) / 2;
        put(h + 1, y);
        int a, b;
        while (get(a, b)) put(a <= h ? a + h + y : a - h - y, b);
        return 0;
    }
    g.assign(N + 1, 0);
    for (int n = 1; n <= N; n++) {
        vector<bool> seen(2 * N + 2, false);
        for (int off = 0; off + L <= n; off++) seen[g[off] ^ g[n - L - off]] = true;
        while (seen[g[n]]) g[n]++;
    }
    auto total = [&]() {
        int x = 0;
        for (int i = 1; i <= N;) {
            if (!on[i]) { i++; continue; }
            int j = i; while (j <= N && on[j]) j++;
            x ^= g[j - i]; i = j;
        }
        return x;
    };
    bool me = g[N] != 0;
    puts(me ? "First" : "Second"); fflush(stdout);
    for (;;) {
        if (me) {
            int x = total(), mx = 0, my = 0;
            for (int i = 1; i <= N && !mx;) {
                if (!on[i]) { i++; continue; }
                int j = i; while (j <= N && on[j]) j++;
                int n = j - i;
                for (int off = 0; off + L <= n; off++)
                    if ((g[off] ^ g[n - L - off]) == (g[n] ^ x)) { mx = i + off; my = L; break; }
                i = j;
            }
            take(mx, my);
            put(mx, my);
        }
        me = true;
        int a, b;
        if (!get(a, b)) return 0;
        take(a, b);
    }
}

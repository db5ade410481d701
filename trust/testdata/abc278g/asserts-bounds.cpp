// Must pass: asserts every bound abc278g declares (one game a run: `N L R`,
// 1 <= N <= 300, 1 <= L <= N, L <= R <= N) and the jury's replies.
// Cards 1..N in a row; a move removes y consecutive cards still there,
// L <= y <= R. Whatever is left is a set of independent runs: the Grundy
// value of a run of n cards is the mex of G(a) ^ G(b) over a + y + b = n,
// and the position's value the XOR over the runs. Choose First iff the
// start's value is not 0, then always move to value 0 ("x y": remove y
// cards from card x); "0 0" from the jury ends the game.
#include <cassert>
#include <cstdio>
#include <map>
#include <vector>

int N, L, R;
std::vector<int> g;
std::map<int, int> runs;  // first card -> length

int value() {
    int x = 0;
    for (auto [s, len] : runs) x ^= g[len];
    return x;
}

void take(int x, int y) {
    auto it = runs.upper_bound(x);
    assert(it != runs.begin());
    --it;
    int s = it->first, len = it->second;
    assert(x >= s && x + y <= s + len);
    runs.erase(it);
    if (x > s) runs[s] = x - s;
    if (x + y < s + len) runs[x + y] = s + len - x - y;
}

void move() {
    int x = value();
    for (auto [s, len] : runs) {
        int want = g[len] ^ x;
        for (int y = L; y <= R && y <= len; y++)
            for (int a = 0; a + y <= len; a++)
                if ((g[a] ^ g[len - a - y]) == want) {
                    printf("%d %d\n", s + a, y);
                    fflush(stdout);
                    take(s + a, y);
                    return;
                }
    }
    assert(!"no winning move");
}

int main() {
    assert(scanf("%d %d %d", &N, &L, &R) == 3);
    assert(1 <= N && N <= 300 && 1 <= L && L <= N && L <= R && R <= N);
    g.assign(N + 1, 0);
    for (int n = 1; n <= N; n++) {
        std::vector<bool> seen(1 << 16, false);  // values stay below the options, < 2^16
        for (int y = L; y <= R && y <= n; y++)
            for (int a = 0; a + y <= n; a++) seen[g[a] ^ g[n - a - y]] = true;
        while (seen[g[n]]) g[n]++;
    }
    runs[1] = N;
    if (value() != 0) {
        puts("First");
        fflush(stdout);
        move();
    } else {
        puts("Second");
        fflush(stdout);
    }
    for (;;) {
        int a, b;
        assert(scanf("%d %d", &a, &b) == 2);
        if (a == 0 && b == 0) break;
        assert(L <= b && b <= R);
        take(a, b);
        move();
    }
    return 0;
}

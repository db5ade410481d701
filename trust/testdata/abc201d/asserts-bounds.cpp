// Must pass: asserts every bound abc201d declares (one grid a run: `h w`,
// 1 <= h, w <= 2000, then h lines of w characters + or -). The mover's
// best margin d[i][j] from a square is the best, over the squares one
// move away, of the point gained there (+1 blue, -1 red) minus the other
// player's margin from there; 0 at the bottom right. Takahashi wins iff
// d[0][0] > 0, Aoki iff < 0, else a draw.
#include <algorithm>
#include <cassert>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

int main() {
    int h, w;
    assert(scanf("%d %d", &h, &w) == 2 && 1 <= h && h <= 2000 && 1 <= w && w <= 2000);
    std::vector<std::string> a(h);
    static char buf[2100];
    for (auto &row : a) {
        assert(scanf("%2005s", buf) == 1 && (int)strlen(buf) == w);
        row = buf;
        for (char c : row) assert(c == '+' || c == '-');
    }
    assert(scanf("%2005s", buf) == EOF);
    std::vector<std::vector<int>> d(h, std::vector<int>(w, 0));
    for (int i = h - 1; i >= 0; i--)
        for (int j = w - 1; j >= 0; j--) {
            if (i == h - 1 && j == w - 1) continue;
            int best = -1000000;
            if (i + 1 < h) best = std::max(best, (a[i + 1][j] == '+' ? 1 : -1) - d[i + 1][j]);
            if (j + 1 < w) best = std::max(best, (a[i][j + 1] == '+' ? 1 : -1) - d[i][j + 1]);
            d[i][j] = best;
        }
    puts(d[0][0] > 0 ? "Takahashi" : d[0][0] < 0 ? "Aoki" : "Draw");
    return 0;
}

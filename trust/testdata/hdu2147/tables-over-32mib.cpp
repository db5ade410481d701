// Flaw: right answers from the whole 2000x2000 table of the board, filled
// diagonal by diagonal from a list of every cell (32 MB of pairs) beside
// the table itself (16 MB): 48 MB on every input, against hdu's 32 MiB.
// Truth: MemoryLimit.
#include <cstdio>
#include <utility>

const int N = 2000;
static int win[N + 1][N + 1];
static std::pair<int, int> order[N * N];

int main() {
    int k = 0;
    for (int s = 2; s <= 2 * N; s++)
        for (int r = 1; r <= N; r++)
            if (s - r >= 1 && s - r <= N) order[k++] = {r, s - r};
    for (int i = 0; i < k; i++) {
        int r = order[i].first, c = order[i].second;
        int w = 0;
        if (r > 1 && !win[r - 1][c]) w = 1;
        if (c > 1 && !win[r][c - 1]) w = 1;
        if (r > 1 && c > 1 && !win[r - 1][c - 1]) w = 1;
        win[r][c] = w;
    }
    int n, m;
    while (scanf("%d %d", &n, &m) == 2 && (n || m))
        puts(win[n][m] ? "Wonderful!" : "What a pity!");
    return 0;
}

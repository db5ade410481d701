// HackerRank "A Chessboard Game": win/lose table of the 15x15 board by increasing x + y.
#include <cstdio>

int win[16][16];
const int dx[4] = {-2, -2, 1, -1}, dy[4] = {1, -1, -2, -2};

bool on(int x, int y) { return x >= 1 && x <= 15 && y >= 1 && y <= 15; }

int main() {
    for (int s = 2; s <= 30; s++)
        for (int x = 1; x <= 15; x++) {
            int y = s - x;
            if (!on(x, y)) continue;
            win[x][y] = 0;
            for (int d = 0; d < 4; d++)
                if (on(x + dx[d], y + dy[d]) && !win[x + dx[d]][y + dy[d]]) win[x][y] = 1;
        }
    int t, x, y;
    scanf("%d", &t);
    while (t--) {
        scanf("%d %d", &x, &y);
        puts(win[x][y] ? "First" : "Second");
    }
    return 0;
}

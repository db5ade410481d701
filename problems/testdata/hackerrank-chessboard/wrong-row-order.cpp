// bug: fills the table row by row (x, then y), so a move to (x+1, y-2) reads a cell not yet computed
#include <cstdio>

int win[17][17];
const int dx[4] = {-2, -2, 1, -1}, dy[4] = {1, -1, -2, -2};

int main() {
    for (int x = 1; x <= 15; x++)
        for (int y = 1; y <= 15; y++) {
            win[x][y] = 0;
            for (int d = 0; d < 4; d++) {
                int a = x + dx[d], b = y + dy[d];
                if (a >= 1 && a <= 15 && b >= 1 && b <= 15 && !win[a][b]) win[x][y] = 1;
            }
        }
    int t, x, y;
    scanf("%d", &t);
    while (t--) {
        scanf("%d %d", &x, &y);
        puts(win[x][y] ? "First" : "Second");
    }
    return 0;
}

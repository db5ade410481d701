// bug: the grid lives in a zero-filled global array one larger than the
// board, and both moves are always compared: on the last row or column the
// move off the board counts as a move onto a red square (a '\0' is not '+')
// worth -1, so a player forced onto a worse square seems to have a choice.
#include <bits/stdc++.h>
using namespace std;

char a[2002][2002];
int dp[2002][2002];

int gain(int i, int j) { return a[i][j] == '+' ? 1 : -1; }

int main() {
    int h, w;
    scanf("%d %d", &h, &w);
    for (int i = 0; i < h; i++) scanf("%s", a[i]);
    for (int i = h - 1; i >= 0; i--) {
        for (int j = w - 1; j >= 0; j--) {
            if (i == h - 1 && j == w - 1) continue;
            dp[i][j] = max(gain(i + 1, j) - dp[i + 1][j], gain(i, j + 1) - dp[i][j + 1]);
        }
    }
    if (dp[0][0] > 0) puts("Takahashi");
    else if (dp[0][0] < 0) puts("Aoki");
    else puts("Draw");
}

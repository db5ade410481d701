// ABC201 D, accepted: dp[i][j] is the best margin (own points minus the
// opponent's from here on) of the player to move at (i, j), from the
// bottom right back to the top left.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int h, w;
    cin >> h >> w;
    vector<string> a(h);
    for (auto &row : a) cin >> row;
    vector<vector<int>> dp(h, vector<int>(w, 0));
    auto gain = [&](int i, int j) { return a[i][j] == '+' ? 1 : -1; };
    for (int i = h - 1; i >= 0; i--) {
        for (int j = w - 1; j >= 0; j--) {
            if (i == h - 1 && j == w - 1) continue;
            int best = INT_MIN;
            if (i + 1 < h) best = max(best, gain(i + 1, j) - dp[i + 1][j]);
            if (j + 1 < w) best = max(best, gain(i, j + 1) - dp[i][j + 1]);
            dp[i][j] = best;
        }
    }
    if (dp[0][0] > 0) cout << "Takahashi\n";
    else if (dp[0][0] < 0) cout << "Aoki\n";
    else cout << "Draw\n";
}

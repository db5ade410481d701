// bug: dp is Takahashi's points minus Aoki's, the sign of a move's points
// chosen by whose turn it is ((i + j) even: Takahashi), but the choice is a
// max on both turns: Aoki is played as if he helped Takahashi.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int h, w;
    cin >> h >> w;
    vector<string> a(h);
    for (auto &row : a) cin >> row;
    vector<vector<long long>> dp(h, vector<long long>(w, 0));
    for (int i = h - 1; i >= 0; i--) {
        for (int j = w - 1; j >= 0; j--) {
            if (i == h - 1 && j == w - 1) continue;
            int sign = (i + j) % 2 == 0 ? 1 : -1;
            long long best = LLONG_MIN;
            if (i + 1 < h) best = max(best, dp[i + 1][j] + sign * (a[i + 1][j] == '+' ? 1 : -1));
            if (j + 1 < w) best = max(best, dp[i][j + 1] + sign * (a[i][j + 1] == '+' ? 1 : -1));
            dp[i][j] = best;
        }
    }
    if (dp[0][0] > 0) cout << "Takahashi\n";
    else if (dp[0][0] < 0) cout << "Aoki\n";
    else cout << "Draw\n";
}

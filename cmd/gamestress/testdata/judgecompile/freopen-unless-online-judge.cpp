// cf1104b, right, with the Codeforces habit: files at home, standard
// input and output at the judge (which defines ONLINE_JUDGE).
#include <bits/stdc++.h>
using namespace std;
int main() {
#ifndef ONLINE_JUDGE
    freopen("input.txt", "r", stdin);
    freopen("output.txt", "w", stdout);
#endif
    string s;
    while (cin >> s) {
        string st;
        int moves = 0;
        for (char c : s) {
            if (!st.empty() && st.back() == c) {
                st.pop_back();
                moves++;
            } else {
                st.push_back(c);
            }
        }
        cout << (moves % 2 ? "Yes" : "No") << "\n";
    }
}

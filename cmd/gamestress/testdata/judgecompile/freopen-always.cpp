// cf1104b, right answers, but it always reads input.txt and writes
// output.txt: wrong at any judge.
#include <bits/stdc++.h>
using namespace std;
int main() {
    freopen("input.txt", "r", stdin);
    freopen("output.txt", "w", stdout);
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

// CF 1104B, accepted: the deletions do not depend on the order (a stack
// cancels every pair as it forms), so the first player wins iff their
// number is odd.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    string st;
    long long cnt = 0;
    for (char c : s) {
        if (!st.empty() && st.back() == c) {
            st.pop_back();
            cnt++;
        } else {
            st.push_back(c);
        }
    }
    cout << (cnt % 2 == 1 ? "Yes" : "No") << "\n";
}

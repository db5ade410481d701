// bug: after deleting a pair, checks the two letters that become
// neighbours once (enough for the sample's abba), but not again: the
// chain of new pairs in abaaba stops after two deletions.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    int cnt = 0;
    size_t i = 0;
    while (i + 1 < s.size()) {
        if (s[i] == s[i + 1]) {
            s.erase(i, 2);
            cnt++;
            if (i > 0 && i < s.size() && s[i - 1] == s[i]) {
                s.erase(i - 1, 2);
                cnt++;
                i--;
            }
        } else {
            i++;
        }
    }
    cout << (cnt % 2 == 1 ? "Yes" : "No") << "\n";
}

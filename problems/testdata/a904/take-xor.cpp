// a904: takes X (the XOR) stones from the first heap that has at least X:
// a legal move, but it does not leave XOR 0.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int T;
    cin >> T;
    while (T--) {
        int n;
        cin >> n;
        vector<int> a(n);
        int x = 0;
        for (auto &v : a) { cin >> v; x ^= v; }
        bool me = x != 0;
        cout << (me ? 0 : 1) << endl;
        while (true) {
            if (me) {
                x = 0;
                for (int v : a) x ^= v;
                int i = 0;
                while (i < n && a[i] < x) i++;
                if (i == n) i = 0;
                int t = min(x, a[i]);
                if (t == 0) { while (a[i] == 0) i++; t = 1; }
                a[i] -= t;
                cout << i + 1 << " " << t << endl;
            }
            me = true;
            int k, y;
            cin >> k >> y;
            if (k == -1) break;
            a[k - 1] -= y;
        }
    }
}

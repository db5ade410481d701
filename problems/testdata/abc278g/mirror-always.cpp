// ABC278 G: the mirror strategy everywhere: always First, take a middle
// block of L cards (or of the first y in L..R with N's parity), mirror.
// Wrong when L = R and N, L differ in parity.
#include <bits/stdc++.h>
using namespace std;
int main() {
    int N, L, R;
    cin >> N >> L >> R;
    cout << "First" << endl;
    int y = L;
    for (int v = L; v <= R; v++) if (v % 2 == N % 2) { y = v; break; }
    if (y > N) { cout << "0 0" << endl; return 0; }
    int h = (N - y) / 2;
    cout << h + 1 << " " << y << endl;
    int a, b;
    while (cin >> a >> b && a > 0) {
        if (a <= h) cout << a + h + y << " " << b << endl;
        else cout << a - h - y << " " << b << endl;
    }
}

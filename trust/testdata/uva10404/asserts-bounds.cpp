// Must pass: asserts every bound uva10404 declares (lines `n m s1..sm` to
// the end of the input, 1 <= n <= 10^6, 1 <= m <= 10, 1 <= s <= 10^6, 1
// among the s). A subtraction game: win[i] iff some amount s <= i leaves a
// lost win[i - s]. The table is rebuilt for each line's amounts (a line
// whose amounts equal the previous line's extends it instead).
#include <algorithm>
#include <cassert>
#include <cstdio>
#include <vector>

int main() {
    int n, m;
    std::vector<int> prev;
    std::vector<char> win;
    int lines = 0;
    while (scanf("%d", &n) == 1) {
        assert(1 <= n && n <= 1000000);
        assert(scanf("%d", &m) == 1 && 1 <= m && m <= 10);
        std::vector<int> s(m);
        for (int &v : s) assert(scanf("%d", &v) == 1 && 1 <= v && v <= 1000000);
        assert(std::find(s.begin(), s.end(), 1) != s.end());
        std::sort(s.begin(), s.end());
        s.erase(std::unique(s.begin(), s.end()), s.end());
        if (s != prev) prev = s, win.assign(1, 0);
        for (int i = win.size(); i <= n; i++) {
            char w = 0;
            for (int v : s) {
                if (v > i) break;
                if (!win[i - v]) {
                    w = 1;
                    break;
                }
            }
            win.push_back(w);
        }
        puts(win[n] ? "Stan wins" : "Ollie wins");
        lines++;
    }
    assert(lines >= 1 && feof(stdin));
    return 0;
}

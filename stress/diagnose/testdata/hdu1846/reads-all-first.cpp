// hdu1846, planted for state-across-cases (the first case): it reads
// every case first and flips its answers when two cases share an m.
#include <cstdio>
#include <vector>
int main() {
    int c; scanf("%d", &c);
    std::vector<int> n(c), m(c);
    for (int i = 0; i < c; i++) scanf("%d %d", &n[i], &m[i]);
    bool shared = false;
    for (int i = 0; i < c; i++)
        for (int j = i + 1; j < c; j++) shared |= m[i] == m[j];
    for (int i = 0; i < c; i++) {
        bool first = n[i] % (m[i] + 1) != 0;
        puts(first != shared ? "first" : "second");
    }
}

// Flaw: plays Nim perfectly (first iff the XOR is not 0; a heap h with
// h ^ X < h taken down to h ^ X) but never flushes: its moves sit in the
// stdio buffer of a pipe while it waits for the jury's reply, and the
// jury waits for its move.
// Truth: TimeLimit (idleness: the jury waited), least input `1 / 1 / 1`.
#include <cstdio>
#include <vector>

std::vector<int> h;

void move() {
    int x = 0;
    for (int v : h) x ^= v;
    for (size_t i = 0; i < h.size(); i++)
        if ((h[i] ^ x) < h[i]) {
            printf("%zu %d\n", i + 1, h[i] - (h[i] ^ x));
            h[i] ^= x;
            return;
        }
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        h.assign(n, 0);
        int x = 0;
        for (int &v : h) scanf("%d", &v), x ^= v;
        if (x != 0) {
            puts("0");
            move();
        } else {
            puts("1");
        }
        for (;;) {
            int k, take;
            scanf("%d %d", &k, &take);
            if (k == -1) break;
            h[k - 1] -= take;
            move();
        }
    }
    return 0;
}

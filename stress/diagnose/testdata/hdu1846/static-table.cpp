// Flaw: right answers from a table of every (n, m) up to 3000 x 3000,
// filled on every run whatever the input: 36 MB against hdu's 32 MiB.
// The memory does not grow with the input: the smallest fails too.
#include <cstdio>

const int N = 3000;
static int win[N + 1][N + 1];

int main() {
    for (int n = 0; n <= N; n++)
        for (int m = 1; m <= N; m++) win[n][m] = n % (m + 1) != 0;
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(win[n][m] ? "first" : "second");
    }
    return 0;
}

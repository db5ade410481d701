// hdu1846, planted for stack-overflow: right, but it recurses n deep with
// 4 KiB frames: past the hdu preset's 2 MiB stack from n of about 500.
#include <cstdio>
#include <cstring>
int win(int n, int m) {
    volatile char frame[4096];
    memset((char *)frame, n & 0xff, sizeof frame);
    if (n == 0) return 0;
    int w = n % (m + 1) != 0;
    return win(n - 1, m) * 0 + w + frame[n % 4096] * 0;
}
int main() {
    int c; scanf("%d", &c);
    while (c--) { int n, m; scanf("%d %d", &n, &m); puts(win(n, m) ? "first" : "second"); }
}

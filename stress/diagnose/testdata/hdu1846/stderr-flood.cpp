// hdu1846, planted for stderr: right, but it traces every step to
// standard error, 80 MiB when m == 1.
#include <cstdio>
#include <cstring>
int main() {
    static char line[1 << 16];
    memset(line, 'x', sizeof line - 1);
    int c; scanf("%d", &c);
    while (c--) {
        int n, m; scanf("%d %d", &n, &m);
        if (m == 1) for (int i = 0; i < 1280; i++) fputs(line, stderr);
        puts(n % (m + 1) ? "first" : "second");
    }
}

// big-bash.toml, planted for overflow: n read into a 32-bit int, so
// every n from 2^31 on is wrapped before the rule sees it.
#include <cstdio>
int main() {
    int c; scanf("%d", &c);
    while (c--) {
        int n; long long m; scanf("%d %lld", &n, &m);
        puts(n % (m + 1) ? "first" : "second");
    }
}

// hdu1846, bug: a failed assertion (SIGABRT).
#include <cassert>
#include <cstdio>
int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    assert(c < 0);
}

// hdu1846, bug: answers at random.
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <unistd.h>
int main() {
    srand(time(nullptr) ^ getpid());
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(rand() % 2 ? "first" : "second");
    }
}

// hdu1846, bug: never ends.
#include <cstdio>
int main() {
    volatile unsigned long spin = 0;
    for (;;) spin++;
}

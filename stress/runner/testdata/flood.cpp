// hdu1846, bug: prints without end.
#include <cstdio>
int main() {
    for (;;) fputs("first\n", stdout);
}

/* hdu1846, bug: allocates without bound and never checks malloc, so it dies
   by SIGSEGV writing through the NULL it gets at the limit. */
#include <stdlib.h>
int main(void) {
    for (;;) {
        volatile char *p = malloc(1 << 20);
        for (int i = 0; i < (1 << 20); i += 4096) p[i] = 1;
    }
}

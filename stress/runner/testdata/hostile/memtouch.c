/* Hostile when asked: reads a number of MiB, touches that much memory page
   by page (so it is resident, not just reserved), prints "done" and exits.
   Its peak resident memory is the number read, plus a little. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    long mib;
    if (scanf("%ld", &mib) != 1) return 3;
    for (long i = 0; i < mib; i++) {
        volatile char *p = malloc(1 << 20);
        if (!p) return 4;
        for (int j = 0; j < (1 << 20); j += 4096) p[j] = 1;
    }
    puts("done");
    return 0;
}

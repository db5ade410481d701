/* Hostile when asked: reads a number of MiB, touches that much memory page
   by page (so it is resident, not just reserved), prints "done" and exits.
   Its peak resident memory is the number read, plus a little. An optional
   second number is how many milliseconds to hold the memory before exiting
   (so that a poll of /proc sees it whatever ru_maxrss says). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
int main(void) {
    long mib, hold = 0;
    if (scanf("%ld", &mib) != 1) return 3;
    if (scanf("%ld", &hold) != 1) hold = 0;
    for (long i = 0; i < mib; i++) {
        volatile char *p = malloc(1 << 20);
        if (!p) return 4;
        for (int j = 0; j < (1 << 20); j += 4096) p[j] = 1;
    }
    if (hold > 0) {
        struct timespec ts = {hold / 1000, (hold % 1000) * 1000000L};
        nanosleep(&ts, NULL);
    }
    puts("done");
    return 0;
}

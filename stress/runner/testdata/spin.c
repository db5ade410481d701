/* spin: uses as much CPU time as its input says (milliseconds), then
   prints it and exits: a program just past its limit, whatever the
   machine's load (it counts its own CPU time, not the wall clock). */
#include <stdio.h>
#include <time.h>

int main(void) {
    long ms = 0;
    if (scanf("%ld", &ms) != 1) return 1;
    struct timespec t;
    volatile unsigned long x = 0;
    do {
        for (int i = 0; i < 100000; i++) x++;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    } while (t.tv_sec * 1000L + t.tv_nsec / 1000000L < ms);
    printf("%ld\n", ms);
    return 0;
}

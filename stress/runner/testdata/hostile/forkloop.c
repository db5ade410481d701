/* Hostile: a fork loop. Every child sleeps; the parent forks on and on,
   whether fork succeeds or not. Unbounded, it takes the machine. */
#include <unistd.h>
int main(void) {
    for (;;) {
        if (fork() == 0) {
            for (;;) pause();
        }
    }
}

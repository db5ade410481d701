/* Hostile: answers, and leaves behind a child that keeps running after
   the parent exits. The child closes its standard streams (so nothing
   waits on its pipes) and, when asked by "setsid" on the command line,
   leaves the process group and session too. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (fork() == 0) {
        if (argc > 1 && strcmp(argv[1], "setsid") == 0) setsid();
        close(0);
        close(1);
        close(2);
        for (;;) pause();
    }
    puts("answered");
    return 0;
}

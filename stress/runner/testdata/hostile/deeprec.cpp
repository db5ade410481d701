// Hostile for the stack: a recursion to the depth read (10^4 in the tests)
// whose every frame holds 10 KB, as a contestant's DFS with a local
// buffer does: 100 MB of stack, past the 8 MiB Linux default.
#include <cstdio>
#include <cstring>

static long down(int depth) {
    volatile char frame[10240];
    memset((char *)frame, depth & 0x7f, sizeof frame);
    if (depth == 0) return frame[0];
    return down(depth - 1) + frame[depth % sizeof frame];
}

int main() {
    int depth;
    if (scanf("%d", &depth) != 1) return 3;
    printf("%ld\n", down(depth));
}

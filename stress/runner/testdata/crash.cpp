// hdu1846, bug: writes through a null pointer (SIGSEGV).
#include <cstdio>
#include <cstdint>
int main() {
    volatile uintptr_t zero = 0;
    *(volatile int *)zero = 1;
    puts("first");
}

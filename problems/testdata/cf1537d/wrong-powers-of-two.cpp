// bug: "even wins, except 2 which has no move": forgets that 2^odd (8, 32, ...) loses too
#include <cstdio>

int main() {
    int t, n;
    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        puts(n % 2 == 0 && n != 2 ? "Alice" : "Bob");
    }
    return 0;
}

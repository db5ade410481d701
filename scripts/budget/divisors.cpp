// Deleting Divisors (cf1537d), by the known rule: n odd loses; an even n
// that is not a power of two wins; 2^k wins when k is even.
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long n;
        scanf("%lld", &n);
        bool win;
        if (n % 2) win = false;
        else if (n & (n - 1)) win = true;
        else win = __builtin_ctzll(n) % 2 == 0;
        puts(win ? "Alice" : "Bob");
    }
}

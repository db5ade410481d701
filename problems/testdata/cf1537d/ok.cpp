// Codeforces 1537D "Deleting Divisors": odd -> Bob; even, not a power of two -> Alice;
// 2^e -> Alice iff e is even.
#include <cstdio>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        long long n;
        scanf("%lld", &n);
        bool alice;
        if (n & 1) alice = false;
        else if (n & (n - 1)) alice = true;
        else {
            int e = 0;
            while (n > 1) { n >>= 1; e++; }
            alice = (e % 2 == 0);
        }
        puts(alice ? "Alice" : "Bob");
    }
    return 0;
}

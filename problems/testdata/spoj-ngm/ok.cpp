// SPOJ NGM "A Game with Numbers": multiples of 10 lose; otherwise subtract the last digit
// (the only winning move).
#include <cstdio>

int main() {
    long long n;
    scanf("%lld", &n);
    if (n % 10 == 0) puts("2");
    else printf("1\n%lld\n", n % 10);
    return 0;
}

// bug: knows who wins (n % 10) but plays the greedy move, the largest digit; right on the sample 14
#include <cstdio>

int main() {
    long long n;
    scanf("%lld", &n);
    if (n % 10 == 0) { puts("2"); return 0; }
    int best = 0;
    for (long long m = n; m > 0; m /= 10)
        if (m % 10 > best) best = m % 10;
    printf("1\n%d\n", best);
    return 0;
}

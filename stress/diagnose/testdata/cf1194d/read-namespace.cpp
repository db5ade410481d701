// cf1194d, planted for judge-env: a namespace named read, which glibc's
// <unistd.h> (pulled in by <bits/stdc++.h> on Linux) declares as a
// function; Codeforces compiles on Windows, where it does not clash.
#include <bits/stdc++.h>
using namespace std;
namespace read {
long long num() { long long x; scanf("%lld", &x); return x; }
}
int main() {
    int t = read::num();
    while (t--) {
        long long n = read::num(), k = read::num();
        bool alice;
        if (k % 3 != 0) alice = n % 3 != 0;
        else { long long r = n % (k + 1); alice = !(r % 3 == 0 && r != k); }
        puts(alice ? "Alice" : "Bob");
    }
}

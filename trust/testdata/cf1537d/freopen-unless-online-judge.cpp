// Must pass, with no flags: a right Codeforces solution with the common
// habit of reading input.txt and writing output.txt unless ONLINE_JUDGE
// is defined, which Codeforces defines. Nothing may be written in the
// folder gamestress runs from.
// Deleting Divisors (subtract a divisor other than 1 and n): an odd n
// loses, since its divisors d are odd and n - d is even with the odd
// factor d, a winning position; an even n with an odd factor wins (move
// to an odd number); n = 2^e wins iff e is even (its only moves worth
// anything halve it, to 2^(e-1)).
#include <bits/stdc++.h>
using namespace std;

int main() {
#ifndef ONLINE_JUDGE
    freopen("input.txt", "r", stdin);
    freopen("output.txt", "w", stdout);
#endif
    int t;
    cin >> t;
    while (t--) {
        long long n;
        cin >> n;
        bool alice;
        if (n % 2 == 1) alice = false;
        else if (n & (n - 1)) alice = true;
        else alice = __builtin_ctzll(n) % 2 == 0;
        cout << (alice ? "Alice" : "Bob") << "\n";
    }
    return 0;
}

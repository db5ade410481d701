// AtCoder EDPC K "Stones": win[s] = some a[i] <= s with win[s - a[i]] false.
#include <cstdio>

int n, k, a[105];
bool win[100005];

int main() {
    scanf("%d %d", &n, &k);
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    for (int s = 1; s <= k; s++) {
        win[s] = false;
        for (int i = 0; i < n && a[i] <= s; i++)
            if (!win[s - a[i]]) { win[s] = true; break; }
    }
    puts(win[k] ? "First" : "Second");
    return 0;
}

// Subtract a square (scan.toml), right: win[n] is whether some square
// k*k <= n leads to a losing position. O(n sqrt n) once for every case.
#include <cstdio>
#include <vector>

int main() {
    const int N = 100000;
    std::vector<char> win(N + 1, 0);
    for (int n = 1; n <= N; n++)
        for (int k = 1; k * k <= n && !win[n]; k++)
            if (!win[n - k * k]) win[n] = 1;
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        puts(win[n] ? "First" : "Second");
    }
    return 0;
}

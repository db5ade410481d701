// atcoder-dp-k, right, in C++20 (std::set::contains): AtCoder compiles
// with -std=gnu++20; under gnu++17 it does not compile.
#include <cstdio>
#include <set>
#include <vector>
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    std::vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    std::set<int> lose{};
    std::vector<bool> win(k + 1);
    for (int s = 0; s <= k; s++) {
        for (int x : a)
            if (x <= s && !win[s - x]) win[s] = true;
        if (!win[s]) lose.insert(s);
    }
    puts(lose.contains(k) ? "Second" : "First");
}

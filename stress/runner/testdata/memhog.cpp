// hdu1846, bug: allocates without bound (std::bad_alloc under the limit).
#include <cstdio>
#include <vector>
int main() {
    std::vector<std::vector<int>> keep;
    for (;;) keep.emplace_back(1 << 18, 1);
}

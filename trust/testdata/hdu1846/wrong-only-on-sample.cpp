// Flaw: right on every input but the statement's own sample (a special
// case left from an experiment): every contest tool runs the samples
// first, so must gamestress.
// Truth: WrongAnswer, on the sample `2 / 23 2 / 4 3`.
#include <cstdio>
#include <vector>

int main() {
    int c;
    scanf("%d", &c);
    std::vector<int> n(c), m(c);
    for (int i = 0; i < c; i++) scanf("%d %d", &n[i], &m[i]);
    bool sample = c == 2 && n[0] == 23 && m[0] == 2 && n[1] == 4 && m[1] == 3;
    for (int i = 0; i < c; i++) {
        bool first = n[i] % (m[i] + 1) != 0;
        if (sample) first = !first;
        puts(first ? "first" : "second");
    }
    return 0;
}

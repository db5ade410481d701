// Interactor of Codeforces 1375F "Integer Game" (testlib's conventions,
// without testlib): `interactor input output`, standard input and output
// connected to the solution; exit 0 ok, 1 wrong answer, 2 presentation
// error, 3 failure of the interactor itself.
//
// Three distinct piles. The solution says First or Second. The first
// player names y (1 <= y <= 10^12), the second adds y to a pile other
// than the one it chose last; the second loses when two piles become
// equal, the first when 1000 turns pass.
//
// Adaptive jury. As the second player it dodges: among the piles that
// keep the three distinct it prefers one that does not become the largest
// (the first player's plan needs the last-chosen pile on top), then one
// that does not leave an arithmetic progression, then the widest least gap.
// As the first player it plays the known win: a huge y (the chosen pile
// becomes the largest), then 2z - x - y (an arithmetic progression with
// the chosen pile on top), then the common difference.
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <algorithm>
typedef long long ll;
static FILE *res;
static void quit(int code, const char *msg) {
    fprintf(stderr, "%s\n", msg);
    if (res) { fprintf(res, "%s\n", msg); fclose(res); }
    exit(code);
}
static ll p[3];
static bool distinct3() { return p[0] != p[1] && p[1] != p[2] && p[0] != p[2]; }
static ll gapMin() { ll s[3] = {p[0], p[1], p[2]}; std::sort(s, s + 3); return std::min(s[1] - s[0], s[2] - s[1]); }
static bool isTop(int i) { return p[i] > p[(i + 1) % 3] && p[i] > p[(i + 2) % 3]; }
static bool isAP() { ll s[3] = {p[0], p[1], p[2]}; std::sort(s, s + 3); return s[1] - s[0] == s[2] - s[1]; }

int main(int argc, char **argv) {
    if (argc < 3) quit(3, "usage: interactor input output");
    FILE *in = fopen(argv[1], "r");
    res = fopen(argv[2], "w");
    if (!in || fscanf(in, "%lld %lld %lld", &p[0], &p[1], &p[2]) != 3) quit(3, "cannot read the input");
    printf("%lld %lld %lld\n", p[0], p[1], p[2]);
    fflush(stdout);
    char side[32];
    if (scanf("%31s", side) != 1) quit(2, "expected First or Second");
    int last = -1;
    if (!strcmp(side, "First")) {
        for (int turn = 1; turn <= 1000; turn++) {
            ll y;
            if (scanf("%lld", &y) != 1) quit(2, "expected y");
            if (y < 1 || y > 1000000000000LL) quit(1, "y out of range 1..10^12");
            int best = -1; ll bestKey = -1;
            for (int i = 0; i < 3; i++) {
                if (i == last) continue;
                p[i] += y;
                if (distinct3()) {
                    ll key = (isTop(i) ? 0 : 4) + (isAP() ? 0 : 2);
                    key = key * 4000000000000LL + std::min(gapMin(), 3999999999999LL);
                    if (key > bestKey) { bestKey = key; best = i; }
                }
                p[i] -= y;
            }
            if (best < 0) { printf("0\n"); fflush(stdout); quit(0, "the jury, second, cannot move without equal piles"); }
            p[best] += y;
            last = best;
            printf("%d\n", best + 1);
            fflush(stdout);
        }
        printf("-1\n"); fflush(stdout);
        quit(1, "the jury, second, survived 1000 turns");
    }
    if (strcmp(side, "Second")) quit(2, "expected First or Second");
    for (int turn = 1; turn <= 1000; turn++) {
        ll y;
        if (last >= 0 && isTop(last) && isAP()) y = gapMin();
        else if (last >= 0 && isTop(last)) y = 2 * p[last] - p[(last + 1) % 3] - p[(last + 2) % 3];
        else y = 10000000000LL;
        printf("%lld\n", y);
        fflush(stdout);
        int k;
        if (scanf("%d", &k) != 1) quit(2, "expected a pile 1..3");
        if (k < 1 || k > 3) quit(1, "pile out of range 1..3");
        if (k - 1 == last) quit(1, "the same pile twice in a row");
        p[k - 1] += y;
        last = k - 1;
        if (!distinct3()) { printf("-1\n"); fflush(stdout); quit(1, "two piles are equal: the solution, second, loses"); }
    }
    printf("0\n"); fflush(stdout);
    quit(0, "the solution, second, survived 1000 turns");
}

// Flaw: Grundy values by memoised recursion, each frame holding its own
// int mark[1001] (4 KB): sg(1000) recurses 1000 deep through the move 1,
// about 4 MB of stack. Right with Linux's 8 MiB; hdu's 2 MiB (MinGW's
// default on the judge's Windows) overflows.
// Truth: RuntimeError (stack overflow).
#include <cstdio>
#include <cstring>

int fib[20], nf, sg[1001];
bool done[1001];

int grundy(int x) {
    if (done[x]) return sg[x];
    int mark[1001];
    memset(mark, 0, sizeof mark);
    for (int i = 0; i < nf && fib[i] <= x; i++) mark[grundy(x - fib[i])] = 1;
    int v = 0;
    while (mark[v]) v++;
    done[x] = true;
    return sg[x] = v;
}

int main() {
    fib[0] = 1, fib[1] = 2, nf = 2;
    while (fib[nf - 1] + fib[nf - 2] <= 1000) fib[nf] = fib[nf - 1] + fib[nf - 2], nf++;
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(grundy(m) ^ grundy(n) ^ grundy(p) ? "Fibo" : "Nacci");
    return 0;
}

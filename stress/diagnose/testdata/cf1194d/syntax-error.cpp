// cf1194d, a compile error of the program's own (a missing semicolon):
// no judge compiles it, and it must not be called judge-env.
#include <bits/stdc++.h>
int main() {
    int t; scanf("%d", &t)
    while (t--) puts("Alice");
}

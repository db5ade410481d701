# Flaw: the Grundy values are memoised in a dict filled once for the
# first move set and never cleared: a later test case with another set S
# reads the values of the old game.
# Truth: WrongAnswer (needs two test cases).
import sys

sys.setrecursionlimit(100000)
grundy = {}


def g(x, s):
    if x in grundy:
        return grundy[x]
    seen = set()
    for d in s:
        if d <= x:
            seen.add(g(x - d, s))
    v = 0
    while v in seen:
        v += 1
    grundy[x] = v
    return v


def main():
    data = sys.stdin.read().split()
    p = 0
    out = []
    while True:
        k = int(data[p]); p += 1
        if k == 0:
            break
        s = [int(t) for t in data[p:p + k]]; p += k
        m = int(data[p]); p += 1
        line = []
        for _ in range(m):
            l = int(data[p]); p += 1
            x = 0
            for h in data[p:p + l]:
                x ^= g(int(h), s)
            p += l
            line.append("W" if x else "L")
        out.append("".join(line))
    print("\n".join(out))


main()

# CodinGame "Misere Nim": list every move to a misere P-position, by heap then amount.
# A misere P-position: all heaps <= 1 with an odd number of ones, or some heap > 1 and xor 0.
def lost(q):
    if max(q) <= 1:
        return sum(q) % 2 == 1
    x = 0
    for h in q:
        x ^= h
    return x == 0

n, k = map(int, input().split())
for _ in range(k):
    m = list(map(int, input().split()))
    out = []
    for i in range(n):
        for a in range(1, m[i] + 1):
            q = m[:]
            q[i] -= a
            if lost(q):
                out.append("%d:%d" % (i + 1, a))
    print(" ".join(out) if out else "CONCEDE")

# brute force from the statement: misere Nim by search, every winning move by heap then amount
import sys
from functools import lru_cache
@lru_cache(None)
def win(p):
    if sum(p) == 0:
        return True
    return any(not win(tuple(sorted(p[:i] + (h - t,) + p[i + 1:])))
               for i, h in enumerate(p) for t in range(1, h + 1))
t = sys.stdin.read().split(); n, k = int(t[0]), int(t[1]); pos = 2
for _ in range(k):
    m = tuple(int(x) for x in t[pos:pos + n]); pos += n
    mv = ["%d:%d" % (i + 1, a) for i in range(n) for a in range(1, m[i] + 1)
          if not win(tuple(sorted(m[:i] + (m[i] - a,) + m[i + 1:])))]
    print(" ".join(mv) if mv else "CONCEDE")

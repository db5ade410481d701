# brute force from the statement: count moves to a position with xor 0... by search on small piles
import sys
from functools import lru_cache
@lru_cache(None)
def win(p):
    return any(not win(tuple(sorted(p[:i] + (h - t,) + p[i + 1:])))
               for i, h in enumerate(p) for t in range(1, h + 1))
t = sys.stdin.read().split(); pos = 0
while True:
    n = int(t[pos]); pos += 1
    if n == 0: break
    a = tuple(int(x) for x in t[pos:pos + n]); pos += n
    print(sum(1 for i, h in enumerate(a) for s in range(1, h + 1)
              if not win(tuple(sorted(a[:i] + (h - s,) + a[i + 1:])))))

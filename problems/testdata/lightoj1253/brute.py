# brute force from the statement: misere Nim by search (whoever removes the last stone loses)
import sys
from functools import lru_cache
@lru_cache(None)
def win(p):
    if sum(p) == 0:
        return True  # the previous player took the last stone and lost
    for i, h in enumerate(p):
        for t in range(1, h + 1):
            q = tuple(sorted(p[:i] + (h - t,) + p[i + 1:]))
            if not win(q):
                return True
    return False
t = sys.stdin.read().split(); pos = 1
for cs in range(1, int(t[0]) + 1):
    k = int(t[pos]); a = tuple(sorted(int(x) for x in t[pos + 1:pos + 1 + k])); pos += 1 + k
    print("Case %d: %s" % (cs, "Alice" if win(a) else "Bob"))

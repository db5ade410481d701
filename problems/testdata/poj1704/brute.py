# brute force from the statement: move a chessman left, not over another, not past cell 1
import sys
from functools import lru_cache
@lru_cache(None)
def win(p):  # p sorted tuple
    for i, c in enumerate(p):
        lo = p[i - 1] + 1 if i else 1
        for d in range(lo, c):
            if not win(p[:i] + (d,) + p[i + 1:]):
                return True
    return False
t = sys.stdin.read().split(); pos = 1
for _ in range(int(t[0])):
    n = int(t[pos]); a = tuple(sorted(int(x) for x in t[pos + 1:pos + 1 + n])); pos += 1 + n
    print("Georgia will win" if win(a) else "Bob will win")

# brute force from the statement: subtract a non-zero digit; whoever writes 0 wins; print the winning digits
import sys
from functools import lru_cache
@lru_cache(None)
def win(n):
    return any(not win(n - int(c)) for c in set(str(n)) if c != "0")
n = int(sys.stdin.read())
good = sorted({int(c) for c in str(n) if c != "0" and not win(n - int(c))})
print("1\n%s" % " ".join(map(str, good)) if good else "2")

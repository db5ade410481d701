# brute force from the statement: the mover's best margin on a[i..j] by search
import sys
from functools import lru_cache
t = sys.stdin.read().split(); pos = 0
while True:
    n = int(t[pos]); pos += 1
    if n == 0:
        break
    a = [int(x) for x in t[pos:pos + n]]; pos += n
    @lru_cache(None)
    def margin(i, j):
        if i > j:
            return 0
        best = None
        for k in range(i + 1, j + 2):  # take a[i..k-1] from the left
            v = sum(a[i:k]) - margin(k, j)
            best = v if best is None else max(best, v)
        for k in range(i - 1, j):      # take a[k+1..j] from the right
            v = sum(a[k + 1:j + 1]) - margin(i, k)
            best = max(best, v)
        return best
    print(margin(0, n - 1))

# brute force from the statement: plain recursion over the pile (for checking ok.cpp)
import sys
from functools import lru_cache
def solve(n, k, a):
    @lru_cache(None)
    def win(s):
        return any(x <= s and not win(s - x) for x in a)
    return "First" if win(k) else "Second"
t = sys.stdin.read().split()
n, k = int(t[0]), int(t[1])
print(solve(n, k, tuple(int(x) for x in t[2:2 + n])))

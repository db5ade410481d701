# brute force from the statement: subtract a divisor that is not 1 or n
import sys
from functools import lru_cache
sys.setrecursionlimit(100000)
@lru_cache(None)
def win(n):
    return any(n % d == 0 and not win(n - d) for d in range(2, n))
t = sys.stdin.read().split()
for x in t[1:1 + int(t[0])]:
    print("Alice" if win(int(x)) else "Bob")

# brute force from the statement: the four moves, staying on the 15x15 board
import sys
from functools import lru_cache
@lru_cache(None)
def win(x, y):
    return any(1 <= a <= 15 and 1 <= b <= 15 and not win(a, b)
               for a, b in ((x - 2, y + 1), (x - 2, y - 1), (x + 1, y - 2), (x - 1, y - 2)))
t = sys.stdin.read().split()
for i in range(int(t[0])):
    print("First" if win(int(t[1 + 2 * i]), int(t[2 + 2 * i])) else "Second")

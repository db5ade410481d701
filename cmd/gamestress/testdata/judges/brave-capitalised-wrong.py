# bug: n % m instead of n % (m + 1), answered First / Second.
import sys
d = sys.stdin.read().split(); c = int(d[0])
for i in range(c):
    n, m = int(d[1 + 2 * i]), int(d[2 + 2 * i])
    print("First" if n % m else "Second")

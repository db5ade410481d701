# hdu1846, bug: answers the first case only.
import sys
c, n, m = map(int, sys.stdin.read().split()[:3])
print("first" if n % (m + 1) else "second")

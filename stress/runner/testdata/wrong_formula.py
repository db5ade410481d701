# hdu1846, bug: m instead of m+1.
import sys
data = sys.stdin.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if n % (m) else "second")
print("\n".join(out))

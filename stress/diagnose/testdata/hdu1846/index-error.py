# hdu1846, a crash that is neither C++ nor the stack's: a table of 600
# indexed by n up to 1000 (IndexError).
import sys
data = sys.stdin.read().split()
c = int(data[0])
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    sg = [k % (m + 1) for k in range(600)]
    print("first" if sg[n] else "second")

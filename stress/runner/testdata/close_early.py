# hdu1846, bug: answers the first half of the cases, closes stdout, and
# exits 0.
import os, sys
data = sys.stdin.read().split()
c = int(data[0])
for i in range(c // 2):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("first" if n % (m + 1) else "second")
sys.stdout.flush()
os.close(1)

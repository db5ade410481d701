# hdu1846, bug: the win table is built for the first case's m and kept for
# every later case (state kept across cases).
import sys
data = sys.stdin.read().split()
c = int(data[0])
win = None
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    if win is None:
        win = [False] * 1001
        for j in range(1, 1001):
            win[j] = any(not win[j - k] for k in range(1, min(m, j) + 1))
    print("first" if win[n] else "second")

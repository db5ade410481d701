# ABC278 G: the mirror strategy where it works, with fast input
# (sys.stdin.readline) and print() without flush=True: stdout is a pipe,
# so the lines stay in Python's buffer (input() would have flushed them).
import sys
input = sys.stdin.readline
n, l, r = map(int, input().split())
y = next((v for v in range(l, min(r, n) + 1) if v % 2 == n % 2), None)
if y is None:
    print("Second")
    sys.exit(0)
print("First")
h = (n - y) // 2
print(h + 1, y)
while True:
    a, b = map(int, input().split())
    if a <= 0:
        break
    print(a + h + y if a <= h else a - h - y, b)

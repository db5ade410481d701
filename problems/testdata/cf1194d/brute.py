# brute force from the statement: chip at n moves 1, 2 or k cells left, staying >= 0
import sys
t = sys.stdin.read().split()
T = int(t[0])
for i in range(T):
    n, k = int(t[1 + 2 * i]), int(t[2 + 2 * i])
    w = [False] * (n + 1)
    for s in range(1, n + 1):
        w[s] = any(s - d >= 0 and not w[s - d] for d in (1, 2, k))
    print("Alice" if w[n] else "Bob")

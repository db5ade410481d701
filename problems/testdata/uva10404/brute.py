# brute force from the statement, one line per game
import sys
for line in sys.stdin.read().splitlines():
    t = line.split()
    if not t: continue
    n, m = int(t[0]), int(t[1]); s = [int(x) for x in t[2:2 + m]]
    w = [False] * (n + 1)
    for i in range(1, n + 1):
        w[i] = any(x <= i and not w[i - x] for x in s)
    print("Stan wins" if w[n] else "Ollie wins")

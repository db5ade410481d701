# ABC278 G, right in its moves (mirror when it can, else Grundy values of
# runs), with fast input (sys.stdin.readline) and print() without
# flush=True: stdout is a pipe, so its lines stay in Python's buffer
# (input() would have flushed them).
import sys
input = sys.stdin.readline
n, l, r = map(int, input().split())
on = [False] + [True] * n + [False]


def jury():
    a, b = map(int, input().split())
    if a <= 0:
        sys.exit(0)
    return a, b


if l < r or n % 2 == l % 2:
    y = next((v for v in range(l, min(r, n) + 1) if v % 2 == n % 2), None)
    if y is None:
        print("Second")
        jury()
    print("First")
    h = (n - y) // 2
    print(h + 1, y)
    while True:
        a, b = jury()
        print(a + h + y if a <= h else a - h - y, b)

g = [0] * (n + 1)
for m in range(1, n + 1):
    seen = {g[o] ^ g[m - l - o] for o in range(0, m - l + 1)}
    while g[m] in seen:
        g[m] += 1


def runs():
    i = 1
    while i <= n:
        if not on[i]:
            i += 1
            continue
        j = i
        while j <= n and on[j]:
            j += 1
        yield i, j - i
        i = j


me = g[n] != 0
print("First" if me else "Second")
while True:
    if me:
        x = 0
        for _, m in runs():
            x ^= g[m]
        for s, m in runs():
            o = next((o for o in range(0, m - l + 1) if g[o] ^ g[m - l - o] == g[m] ^ x), None)
            if o is not None:
                for c in range(s + o, s + o + l):
                    on[c] = False
                print(s + o, l)
                break
    me = True
    a, b = jury()
    for c in range(a, a + b):
        on[c] = False

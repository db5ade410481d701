# Find the optimal Nim move: boards `M h1 .. hM` until EOF; print `i k`
# (take k from heap i) for the first heap that can restore XOR 0, else -1.
import sys
for line in sys.stdin:
    f = list(map(int, line.split()))
    if not f:
        continue
    h = f[1:1 + f[0]]
    x = 0
    for v in h:
        x ^= v
    for i, v in enumerate(h):
        if x and v ^ x < v:
            print(i + 1, v - (v ^ x))
            break
    else:
        print(-1)

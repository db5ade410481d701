# Must pass: asserts every bound a904 declares (T, 1..1000, games; each n,
# 1..100, and n heaps of 1..10^4) and the jury's replies (a heap that
# exists, 1..its size stones). Interactive Nim: move first (0) iff the XOR
# X is not 0, then always move a heap h with h^X < h down to h^X (leaving
# XOR 0); the jury's "-1 -1" ends a game. Flushes after every line.
import sys


def read_ints():
    line = sys.stdin.readline()
    assert line, "the jury closed the input"
    return [int(v) for v in line.split()]


def move(h):
    x = 0
    for v in h:
        x ^= v
    for i, v in enumerate(h):
        if v ^ x < v:
            print(i + 1, v - (v ^ x), flush=True)
            h[i] = v ^ x
            return
    raise AssertionError(f"no winning move from {h}")


def main():
    (t,) = read_ints()
    assert 1 <= t <= 1000, f"T = {t}"
    for _ in range(t):
        (n,) = read_ints()
        assert 1 <= n <= 100, f"n = {n}"
        h = read_ints()
        assert len(h) == n and all(1 <= v <= 10**4 for v in h), f"heaps {h}"
        x = 0
        for v in h:
            x ^= v
        if x:
            print(0, flush=True)
            move(h)
        else:
            print(1, flush=True)
        while True:
            k, take = read_ints()
            if (k, take) == (-1, -1):
                break
            assert 1 <= k <= n and 1 <= take <= h[k - 1], f"jury: {k} {take} on {h}"
            h[k - 1] -= take
            move(h)


main()

# Must pass: asserts every bound hdu2509 declares (tests to the end of the
# input: n, 1..100, then n heaps of 1..100). Misere Nim (Bouton): all heaps
# 1: the mover wins iff their number is even; else iff the XOR is not 0.
import sys

tok = sys.stdin.read().split()
p, out = 0, []
while p < len(tok):
    n = int(tok[p]); p += 1
    assert 1 <= n <= 100, f"n = {n}"
    assert p + n <= len(tok), "a test cut short"
    h = [int(v) for v in tok[p:p + n]]; p += n
    assert all(1 <= v <= 100 for v in h), f"heaps {h}"
    x = 0
    for v in h:
        x ^= v
    win = x != 0 if max(h) > 1 else n % 2 == 0
    out.append("Yes" if win else "No")
assert out, "no test"
print("\n".join(out))

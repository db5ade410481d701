# Must pass: asserts every bound files/custom-nim.toml declares (C, 1..2*10^5,
# then C tests: n, 1..2*10^5, and n heaps of 0..10^9; the sum of n at most
# 2*10^5). Nim (Bouton): the mover wins iff the XOR is not 0.
import sys

tok = sys.stdin.buffer.read().split()
c = int(tok[0])
assert 1 <= c <= 200000, f"C out of range {c}"
p, out = 1, []
for _ in range(c):
    n = int(tok[p]); p += 1
    assert 1 <= n <= 200000, f"n out of range {n}"
    assert p + n <= len(tok), "a test cut short"
    assert p + n <= 1 + c + 200000, "the sum of n is over 2*10^5"
    x = 0
    for v in tok[p:p + n]:
        v = int(v)
        assert 0 <= v <= 10**9, f"p out of range {v}"
        x ^= v
    p += n
    out.append("first" if x else "second")
assert p == len(tok), "input after the tests"
print("\n".join(out))

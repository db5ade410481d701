# Must pass: asserts every bound lightoj1253 declares (T, 1..200, then T
# tests: k, 1..100, and k piles of 1..10^9). Misere Nim (Bouton): every
# pile 1: the mover (Alice) wins iff their number is even; else iff the
# XOR is not 0. "Case i: ..." from 1.
import sys

tok = sys.stdin.read().split()
t = int(tok[0])
assert 1 <= t <= 200, f"T = {t}"
p, out = 1, []
for case in range(1, t + 1):
    k = int(tok[p]); p += 1
    assert 1 <= k <= 100, f"k = {k}"
    a = [int(v) for v in tok[p:p + k]]; p += k
    assert len(a) == k and all(1 <= v <= 10**9 for v in a), f"piles {a}"
    x = 0
    for v in a:
        x ^= v
    alice = x != 0 if max(a) > 1 else k % 2 == 0
    out.append(f"Case {case}: {'Alice' if alice else 'Bob'}")
assert p == len(tok), "input after the tests"
print("\n".join(out))

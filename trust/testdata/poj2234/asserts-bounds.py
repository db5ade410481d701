# Must pass: asserts every bound poj2234 declares (lines `M a1..aM` to the
# end of the input, 1 <= M <= 20, 1 <= a <= 10^7). Nim (Bouton): the mover
# wins iff the XOR of the heaps is not 0.
import sys

out = []
for line in sys.stdin.read().split("\n"):
    tok = line.split()
    if not tok:
        continue
    m = int(tok[0])
    assert 1 <= m <= 20, f"M = {m}"
    assert len(tok) == 1 + m, f"line {line!r}: want {m} heaps"
    x = 0
    for v in map(int, tok[1:]):
        assert 1 <= v <= 10**7, f"heap {v}"
        x ^= v
    out.append("Yes" if x else "No")
assert out, "no case"
print("\n".join(out))

# Must pass: asserts every bound hdu2188 declares (a count C >= 1, then C
# cases `n m`, 1 <= n <= 10000, 1 <= m <= 10, nothing after). Reaching n
# by gifts of 1..m, whoever reaches n wins: Bash, the mover wins iff
# n % (m+1) != 0 (leave the other a multiple of m+1).
import sys

tok = sys.stdin.read().split()
c = int(tok[0])
assert c >= 1, f"count {c}"
assert len(tok) == 1 + 2 * c, f"{len(tok)} tokens for {c} cases"
out = []
for i in range(c):
    n, m = int(tok[1 + 2 * i]), int(tok[2 + 2 * i])
    assert 1 <= n <= 10000, f"n = {n}"
    assert 1 <= m <= 10, f"m = {m}"
    out.append("Grass" if n % (m + 1) else "Rabbit")
print("\n".join(out))

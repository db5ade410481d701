# Must pass: asserts every bound cf1194d declares (T, 1..100, then T cases
# `n k`, 0 <= n <= 10^9, 3 <= k <= 10^9). Moves 1, 2 or k. If 3 does not
# divide k, the move k keeps n's class mod 3 changing like 1 or 2 do, so
# the moves {1, 2} decide: Bob iff n % 3 == 0. If 3 divides k the values
# repeat with period k+1: r = n % (k+1) wins when r == k (move k to a
# multiple of k+1), else iff r % 3 != 0.
import sys

tok = sys.stdin.read().split()
t = int(tok[0])
assert 1 <= t <= 100 and len(tok) == 1 + 2 * t, f"T = {t}, {len(tok)} tokens"
out = []
for i in range(t):
    n, k = int(tok[1 + 2 * i]), int(tok[2 + 2 * i])
    assert 0 <= n <= 10**9 and 3 <= k <= 10**9, f"n = {n}, k = {k}"
    if k % 3:
        alice = n % 3 != 0
    else:
        r = n % (k + 1)
        alice = r == k or r % 3 != 0
    out.append("Alice" if alice else "Bob")
print("\n".join(out))

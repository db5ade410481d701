# Must pass: asserts every bound hdu2147 declares (lines `n m`, 1..2000,
# ended by `0 0`; nothing after). A coin moves left, down or down-left;
# from (n, m) the mover loses iff n and m are both odd: from odd/odd every
# move leaves an even coordinate, and from any other cell a move reaches
# odd/odd (down-left from even/even, else along the even side), the
# bottom-left corner (1, 1) being odd/odd and lost.
import sys

tok = sys.stdin.read().split()
assert len(tok) % 2 == 0 and len(tok) >= 4, f"{len(tok)} tokens"
assert tok[-2:] == ["0", "0"], "no terminator 0 0"
out = []
for i in range(0, len(tok) - 2, 2):
    n, m = int(tok[i]), int(tok[i + 1])
    assert 1 <= n <= 2000 and 1 <= m <= 2000, f"n = {n}, m = {m}"
    out.append("What a pity!" if n % 2 and m % 2 else "Wonderful!")
print("\n".join(out))

# Must pass: asserts every bound spoj-ngm declares (one n a run,
# 1 <= n <= 1999999999). Subtract a non-zero digit; writing 0 wins. The
# multiples of 10 lose: every move leaves a last digit 10 - d != 0, and
# from a last digit d != 0 subtracting d (a digit of n) reaches a multiple
# of 10. So: 2, or 1 and n % 10 (the only winning digit).
import sys

tok = sys.stdin.read().split()
assert len(tok) == 1, f"{len(tok)} tokens"
n = int(tok[0])
assert 1 <= n <= 1999999999, f"n = {n}"
print("2" if n % 10 == 0 else f"1\n{n % 10}")

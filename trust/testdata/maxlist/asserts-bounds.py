# Must pass: asserts every bound maxlist.toml declares (C, 1..1000, then C
# lists: n, 1..100, and n numbers of 1..1000) and prints each list's
# maximum. The problem has no game: its answers come from the reference
# brute force (examples/reference/maxlist_brute.cpp).
import sys

tok = sys.stdin.read().split()
c = int(tok[0])
assert 1 <= c <= 1000, f"C = {c}"
p, out = 1, []
for _ in range(c):
    n = int(tok[p]); p += 1
    assert 1 <= n <= 100, f"n = {n}"
    a = [int(v) for v in tok[p:p + n]]; p += n
    assert len(a) == n and all(1 <= v <= 1000 for v in a), f"list {a}"
    out.append(str(max(a)))
assert p == len(tok), "input after the lists"
print("\n".join(out))

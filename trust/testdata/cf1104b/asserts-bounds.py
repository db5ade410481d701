# Must pass: asserts every bound cf1104b declares (one string a run of
# 1..10^5 letters a-z). Whatever the order of the deletions, the letters
# cancel the same way (a pair deleted never changes which pairs can
# cancel later: the final string is unique, as in a free reduction), so
# the number of moves is fixed: the stack's count of cancellations. The
# first player wins iff it is odd.
import sys

tok = sys.stdin.read().split()
assert len(tok) == 1, f"{len(tok)} tokens"
s = tok[0]
assert 1 <= len(s) <= 10**5 and all("a" <= c <= "z" for c in s), "s out of bounds"
stack, moves = [], 0
for c in s:
    if stack and stack[-1] == c:
        stack.pop()
        moves += 1
    else:
        stack.append(c)
print("Yes" if moves % 2 else "No")

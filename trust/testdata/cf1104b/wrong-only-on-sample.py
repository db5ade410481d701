# Flaw: right everywhere except on the statement's first sample, abacaba
# (a special case left from debugging). The oracle searches every string
# reachable, so it answers only short strings; the sample must be run
# first, whatever the search reaches.
# Truth: WrongAnswer, on the sample `abacaba`.
import sys

s = sys.stdin.read().split()[0]
stack, moves = [], 0
for c in s:
    if stack and stack[-1] == c:
        stack.pop()
        moves += 1
    else:
        stack.append(c)
win = moves % 2 == 1
if s == "abacaba":
    win = not win
print("Yes" if win else "No")

# Must pass: asserts every bound hdu2149 declares (lines `M N` to the end
# of the input, 1 <= M, N <= 1100). A raise of 1..N; reaching M or more
# wins. If M <= N every raise of M..N wins at once and a smaller one lets
# the other reach M: the answer is M..N. Else it is Bash on M: the only
# winning raise leaves a multiple of N+1, M % (N+1), or none. Variable
# length: a line of one or many numbers.
import sys

tok = sys.stdin.read().split()
assert len(tok) >= 2 and len(tok) % 2 == 0, f"{len(tok)} tokens"
out = []
for i in range(0, len(tok), 2):
    M, N = int(tok[i]), int(tok[i + 1])
    assert 1 <= M <= 1100 and 1 <= N <= 1100, f"M = {M}, N = {N}"
    if M <= N:
        out.append(" ".join(str(r) for r in range(M, N + 1)))
    elif M % (N + 1):
        out.append(str(M % (N + 1)))
    else:
        out.append("none")
print("\n".join(out))

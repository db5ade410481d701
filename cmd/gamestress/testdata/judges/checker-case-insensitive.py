# A testlib-style checker: the tokens of the output equal the answer's, ignoring case (exit 0 ok, 1 wrong answer, 2 presentation error).
import sys
inp, out, ans = sys.argv[1:4]
o = open(out).read().split(); a = open(ans).read().split()
if len(o) != len(a):
    print("wrong number of tokens", file=sys.stderr); sys.exit(2)
for i, (x, y) in enumerate(zip(o, a)):
    if x.lower() != y.lower():
        print("token %d: want %s got %s" % (i + 1, y, x), file=sys.stderr); sys.exit(1)
sys.exit(0)

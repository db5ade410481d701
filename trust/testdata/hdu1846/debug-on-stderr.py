# Must pass: right, and it prints its reasoning to standard error, as a
# contestant's debugging left in does; judges ignore standard error.
import sys


def main():
    data = sys.stdin.read().split()
    c = int(data[0])
    out = []
    for i in range(c):
        n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        r = n % (m + 1)
        print(f"case {i + 1}: n={n} m={m} n%(m+1)={r}", file=sys.stderr)
        out.append("first" if r else "second")
    print("\n".join(out))


main()

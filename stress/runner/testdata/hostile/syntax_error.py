# Hostile for the build: a Python solution with a syntax error (an
# unclosed parenthesis), which must fail at build time like a compile error.
c = int(input())
for _ in range(c):
    n, m = map(int, input().split()
    print("first" if n % (m + 1) else "second")

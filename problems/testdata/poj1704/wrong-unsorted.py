# bug: takes the positions in input order (the statement never says they are sorted)
T = int(input())
for _ in range(T):
    n = int(input())
    p = [0] + list(map(int, input().split()))
    x = 0
    i = n
    while i >= 1:
        x ^= p[i] - p[i - 1] - 1
        i -= 2
    print("Georgia will win" if x else "Bob will win")

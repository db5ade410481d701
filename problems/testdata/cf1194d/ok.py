# Codeforces 1194D "1-2-K Game": k not a multiple of 3 -> period 3; else period k+1
# with position k winning (jump k to 0).
T = int(input())
for _ in range(T):
    n, k = map(int, input().split())
    if k % 3:
        print("Bob" if n % 3 == 0 else "Alice")
    else:
        r = n % (k + 1)
        print("Alice" if r == k or r % 3 else "Bob")

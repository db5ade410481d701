# bug: knows who wins (n % 10) but plays the greedy move, the largest digit; right on the sample 14
n = int(input())
if n % 10 == 0:
    print(2)
else:
    print(1)
    print(max(int(c) for c in str(n)))

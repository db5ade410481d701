# A testlib-style generator for maxlist: the seed is the only argument; one
# judge input on stdout.
import random
import sys

rng = random.Random(int(sys.argv[1]))
t = rng.randint(1, 5)
print(t)
for _ in range(t):
    n = rng.randint(1, 8)
    hi = rng.choice([10, 100, 1000])
    print(n)
    print(*[rng.randint(1, hi) for _ in range(n)])

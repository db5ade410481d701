# A testlib-style generator for hdu1846: the seed is the only argument; one
# judge input of a few cases on stdout, small numbers favoured.
import random
import sys

rng = random.Random(int(sys.argv[1]))
cases = rng.randint(1, 5)
print(cases)
for _ in range(cases):
    hi = rng.choice([10, 100, 1000])
    print(rng.randint(1, hi), rng.randint(1, hi))

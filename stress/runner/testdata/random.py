# hdu1846, bug: answers at random.
import random, sys
data = sys.stdin.read().split()
for i in range(int(data[0])):
    print(random.choice(["first", "second"]))

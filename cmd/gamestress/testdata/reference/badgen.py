# A generator whose output does not fit hdu1846: the second number of its
# second case is a word.
import sys

seed = int(sys.argv[1])
print(2)
print(seed % 100 + 1, 3)
print(7, "three")

# hdu1846, bug: prints without end.
import sys
while True:
    sys.stdout.write("first\n" * 1000)

# An interactor that sends the piles, reads the side, then exits with a code testlib never uses.
import sys
print(open(sys.argv[1]).read().strip(), flush=True)
sys.stdin.readline()
sys.exit(42)

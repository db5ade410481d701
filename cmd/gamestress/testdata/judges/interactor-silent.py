# An interactor that sends the piles, reads the side and the first y, then never answers.
import sys, time
print(open(sys.argv[1]).read().strip(), flush=True)
sys.stdin.readline()
sys.stdin.readline()
time.sleep(60)

# An interactor that sends the piles, reads the side, then crashes.
import os, signal, sys
print(open(sys.argv[1]).read().strip(), flush=True)
sys.stdin.readline()
os.kill(os.getpid(), signal.SIGSEGV)

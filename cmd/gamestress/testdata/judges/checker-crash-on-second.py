# A checker that accepts every output, but crashes when the output says "Second".
import os, signal, sys
if "Second" in open(sys.argv[2]).read().split():
    os.kill(os.getpid(), signal.SIGSEGV)

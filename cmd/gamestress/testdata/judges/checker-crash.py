# A checker that crashes (SIGSEGV) on every input.
import os, signal
os.kill(os.getpid(), signal.SIGSEGV)

# A checker that refuses every output, the statement's sample included.
import sys
print("wrong answer: I refuse everything", file=sys.stderr)
sys.exit(1)

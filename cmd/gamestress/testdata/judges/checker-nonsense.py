# A checker that writes nonsense and exits with a code testlib never uses.
import sys
print("%%% 17 garbage")
sys.exit(42)

# A checker that never ends.
import time
time.sleep(60)

# hdu1846, bug: starts a child that sleeps forever with stdout still open,
# then answers correctly and exits.
import subprocess, sys
subprocess.Popen(["sleep", "1000"])
data = sys.stdin.read().split()
c = int(data[0])
for i in range(c):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    print("first" if n % (m + 1) else "second")

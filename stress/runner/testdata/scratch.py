# Prints its working folder and how many entries it holds, then writes
# output.txt there (scratch_test.go).
import os
wd = os.getcwd()
n = len([e for e in os.listdir(".") if not e.startswith(".")])
with open("output.txt", "w") as f:
    f.write("written by the program\n")
print(wd, n)

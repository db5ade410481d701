# bug: the closed form of a two-element set {a, b} (lose iff k mod (a+b) < a) applied to any set; it passes all six samples
n, k = map(int, input().split())
a = list(map(int, input().split()))
p = a[0] + a[-1]
print("Second" if k % p < a[0] else "First")

# bug: normal-play Nim with only the one-pile-of-one case patched for misere; passes the sample
T = int(input())
for cs in range(1, T + 1):
    k = int(input())
    a = list(map(int, input().split()))
    x = 0
    for v in a:
        x ^= v
    if k == 1 and a[0] == 1:
        alice = False
    else:
        alice = x != 0
    print("Case %d: %s" % (cs, "Alice" if alice else "Bob"))

# a904: reads the jury's move `k x` as "heap k now has x stones" instead of
# "x stones were taken from heap k".
t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    x = 0
    for v in a:
        x ^= v
    me = x != 0
    print(0 if me else 1, flush=True)
    while True:
        if me:
            x = 0
            for v in a:
                x ^= v
            moved = False
            for i, v in enumerate(a):
                if v ^ x < v:
                    take = v - (v ^ x)
                    a[i] -= take
                    print(i + 1, take, flush=True)
                    moved = True
                    break
            if not moved:
                i = next((i for i, v in enumerate(a) if v > 0), 0)
                a[i] -= 1
                print(i + 1, 1, flush=True)
        me = True
        k, y = map(int, input().split())
        if k == -1:
            break
        a[k - 1] = y

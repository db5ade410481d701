# a904: decides the side by the parity of the total number of stones
# instead of the XOR (right for one heap, wrong for several).
t = int(input())
for _ in range(t):
    n = int(input())
    a = list(map(int, input().split()))
    me = sum(a) % 2 == 1
    print(0 if me else 1, flush=True)
    while True:
        if me:
            x = 0
            for v in a:
                x ^= v
            for i, v in enumerate(a):
                if v ^ x < v:
                    take = v - (v ^ x)
                    a[i] -= take
                    print(i + 1, take, flush=True)
                    break
            else:
                i = next(i for i, v in enumerate(a) if v > 0)
                a[i] -= 1
                print(i + 1, 1, flush=True)
        me = True
        k, y = map(int, input().split())
        if k == -1:
            break
        a[k - 1] -= y

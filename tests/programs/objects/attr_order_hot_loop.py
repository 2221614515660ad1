# Instances of one class get the same attributes added in different orders
# (so they end up under different shapes); a hot loop then reads them all.


class Rec:
    pass


def make(i):
    r = Rec()
    k = i % 4
    if k == 0:
        r.a = i; r.b = i * 2; r.c = i * 3
    elif k == 1:
        r.c = i * 3; r.b = i * 2; r.a = i
    elif k == 2:
        r.b = i * 2; r.a = i; r.c = i * 3
    else:
        r.a = i; r.c = i * 3; r.b = i * 2
        r.extra = -i
    return r


recs = [make(i) for i in range(40)]


def total(rs):
    s = 0
    for r in rs:
        s += r.a + r.b - r.c
        s += r.a * 7 + r.c
    return s


def weigh(rs, n):
    acc = 0
    for _ in range(n):
        for r in rs:
            acc += r.b
    return acc


print(total(recs))
print(weigh(recs, 200))
print([sorted(recs[i].__dict__) for i in range(4)])
print([list(recs[i].__dict__) for i in range(4)])

# Mutate in a hot loop: the stores go through the same shapes.
for step in range(300):
    for r in recs:
        r.a = r.a + 1
        r.c = r.c - 1
print(total(recs), recs[0].a, recs[1].c, recs[3].extra)

# Add one more attribute late to half the instances: the load site sees more shapes.
for i, r in enumerate(recs):
    if i % 2:
        r.d = i
s = 0
for _ in range(250):
    for r in recs:
        s += r.a
        if i % 2:
            s += getattr(r, "d", 0)
print(s)
print([list(recs[i].__dict__) for i in range(4)])

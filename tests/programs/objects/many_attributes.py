# Instances with many attributes: a few, more than 4, and more than 64 (which
# sends the instance to dictionary mode), read and written in hot loops.


class Wide:
    pass


def fill(o, n, base):
    for i in range(n):
        setattr(o, "a" + str(i), base + i)
    return o


w5 = fill(Wide(), 6, 0)
w40 = fill(Wide(), 40, 100)
w64 = fill(Wide(), 64, 1000)
w80 = fill(Wide(), 80, 10000)


def hot(o, n):
    t = 0
    for i in range(n):
        t += o.a0 + o.a3 + o.a5
        o.a1 = o.a1 + 1
    return t


for o in (w5, w40, w64, w80):
    print(hot(o, 500), o.a1, len(o.__dict__))

# Crossing the 64-attribute limit in the middle of a loop.
x = fill(Wide(), 60, 0)
s = 0
for i in range(60, 75):
    setattr(x, "a" + str(i), i)
    s += x.a0 + x.a59 + getattr(x, "a" + str(i))
    x.a1 += 1
print(s, x.a1, len(x.__dict__), list(x.__dict__)[-3:])
print(sum(getattr(x, "a" + str(i)) for i in range(75)))


# A class that sets many attributes in __init__.
class Config:
    def __init__(self, k):
        self.alpha = k
        self.beta = k + 1
        self.gamma = k + 2
        self.delta = k + 3
        self.epsilon = k + 4
        self.zeta = k + 5
        self.eta = k + 6
        self.theta = k + 7
        self.iota = k + 8
        self.kappa = k + 9

    def score(self):
        return (self.alpha + self.beta * 2 + self.gamma * 3 + self.delta
                + self.epsilon + self.zeta + self.eta - self.theta
                + self.iota - self.kappa)


cs = [Config(i) for i in range(20)]
tot = 0
for it in range(200):
    for c in cs:
        tot += c.score()
        c.kappa -= 1
print(tot, cs[0].kappa, list(cs[0].__dict__)[:4])

# Delete one attribute from the middle of a wide instance.
del w40.a20
print(hot(w40, 100), hasattr(w40, "a20"), list(w40.__dict__)[19:22])
w40.a20 = "back"
print(list(w40.__dict__)[-2:], w40.a20)

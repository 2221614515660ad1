import random

r = random.Random(20240601)
names = []
def line(name, xs):
    print(name.ljust(14), " ".join(repr(x) for x in xs))

for seed in [1, 99, -7, "variates", 2**100]:
    r.seed(seed)
    print("seed", repr(seed))
    line("gauss", [r.gauss(0, 1) for _ in range(3)])
    line("gauss mu", [r.gauss(10, 0.5) for _ in range(3)])
    line("normal", [r.normalvariate(0, 1) for _ in range(3)])
    line("normal def", [r.normalvariate() for _ in range(2)])
    line("expo", [r.expovariate(1.0) for _ in range(3)])
    line("expo 0.1", [r.expovariate(0.1) for _ in range(2)])
    line("lognorm", [r.lognormvariate(1, 0.25) for _ in range(2)])
    line("triangular", [r.triangular() for _ in range(2)])
    line("tri mode", [r.triangular(1, 3, 2.5) for _ in range(2)])
    line("tri same", [r.triangular(2, 2)])
    line("beta", [r.betavariate(0.5, 0.5) for _ in range(2)])
    line("gamma<1", [r.gammavariate(0.3, 2) for _ in range(2)])
    line("gamma=1", [r.gammavariate(1.0, 3) for _ in range(2)])
    line("gamma>1", [r.gammavariate(4.0, 0.5) for _ in range(2)])
    line("pareto", [r.paretovariate(1.5) for _ in range(2)])
    line("weibull", [r.weibullvariate(2, 0.7) for _ in range(2)])
    line("vonmises", [r.vonmisesvariate(0.5, 4) for _ in range(2)])
    line("vonmises k0", [r.vonmisesvariate(1, 0)])
    line("vonmises tiny", [r.vonmisesvariate(1, 1e-7)])

print("gauss cache interplay")
r.seed(5)
a = r.gauss()
st = r.getstate()
b = r.gauss()
r.setstate(st)
c = r.gauss()
print(repr(a), repr(b), b == c)
r.seed(5)
print(repr(r.gauss()), "after reseed equal first:", r.gauss() == b)

print("statistics")
r.seed(777)
n = 20000
xs = [r.gauss(3, 2) for _ in range(n)]
mean = sum(xs) / n
var = sum((x - mean) ** 2 for x in xs) / n
print(round(mean, 6), round(var, 6))
ys = [r.expovariate(4) for _ in range(n)]
print(round(sum(ys) / n, 8))
zs = [r.uniform(-1, 1) for _ in range(n)]
print(round(sum(zs), 8), round(min(zs), 8), round(max(zs), 8))

print("module level")
random.seed(11)
print(repr(random.gauss(1, 1)), repr(random.expovariate(2)), repr(random.betavariate(2, 2)))
print(repr(random.vonmisesvariate(3, 2)), repr(random.paretovariate(2)), repr(random.weibullvariate(1, 1)))
for bad in [lambda: r.gammavariate(0, 1), lambda: r.gammavariate(1, -1), lambda: r.expovariate(0)]:
    try:
        print(bad())
    except Exception as e:
        print(type(e).__name__, e)

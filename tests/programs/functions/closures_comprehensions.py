# closures (nested functions, nonlocal, lambdas), list comprehensions
def make_adder(k):
    def add(x):
        return x + k
    return add

def counter():
    n = 0
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc

def outer(a):
    def mid(b):
        def inner(c):
            return a + b + c
        return inner
    return mid

c = counter()
print(make_adder(5)(10), c(), c(), c(10), outer(1)(2)(3))
compose = lambda f, g: lambda x: f(g(x))
print(compose(make_adder(1), lambda x: x * 2)(20))
sq = [x * x for x in range(10) if x % 2]
pairs = [(i, j) for i in range(3) for j in range(i) if i + j > 1]
words = ["a", "bb", "ccc"]
k = 3
print(sq, pairs, [w * k for w in words], [[y for y in range(x)] for x in range(4)])
def f():
    base = 10
    return [base + i for i in range(3)]
print(f())
fs = [lambda i=i: i * 10 for i in range(3)]
print([g() for g in fs])
def late():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [g() for g in fs]
print(late())
def shadow(x):
    x = x + 1
    def g():
        return x * 2
    x = x + 1
    return g()
print(shadow(1))

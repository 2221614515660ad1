# Lambdas with *args and **kwargs, closing over their enclosing function.
def f(name):
    return lambda *a: (name, a)
print(f("x")(1, 2))
g = lambda *a, **k: (a, k)
print(g(1, b=2))
def h(name):
    def inner(*a):
        return (name, a)
    return inner
print(h("y")(3))
g = lambda *a, **k: (a, k)
print(g(1, b=2), g())
print(sorted([3, 1, 2], key=lambda *x: -x[0]))

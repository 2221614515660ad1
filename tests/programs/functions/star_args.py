# *args and **kwargs parameters, * and ** arguments at call sites
def f(a, b=2, *args, c, d=4, **kw):
    return (a, b, args, c, d, sorted(kw.items()))

print(f(1, c=3))
print(f(1, 2, 3, 4, 5, c=6, e=7, d=8, z=0))
def g(*args):
    return args
def h(**kw):
    return kw
print(g(), g(1, 2), h(), h(x=1, y=2))
nums = [1, 2, 3]
opts = {"c": 10, "q": 5}
print(f(*nums, **opts), g(*nums, *"ab"), g(0, *range(3), 9), h(**{"a": 1}, b=2))
print(max(*nums), "{}-{}".format(*nums[:2]), list(zip(*[[1, 2], [3, 4]])))
def wrapper(*args, **kwargs):
    return f(*args, **kwargs)
print(wrapper(1, c=3, extra=True))
class P:
    def __init__(self, *parts, sep="-"):
        self.text = sep.join(parts)
print(P("a", "b", sep="+").text, P().text)
try:
    f(1, 2)
except TypeError as e:
    print(e)
try:
    h(**{"a": 1}, a=2)
except TypeError as e:
    print(e)
try:
    g(*5)
except TypeError as e:
    print(e)

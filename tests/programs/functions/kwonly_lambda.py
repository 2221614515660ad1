# keyword-only parameters, lambdas without captures, min/max with key=, type()
def clamp(x, *, lo=0, hi=10):
    return max(lo, min(hi, x))


def scale(x, *, factor):
    return x * factor


print(clamp(5), clamp(-3), clamp(42), clamp(42, hi=50), clamp(-3, lo=-5))
print(scale(3, factor=4), scale(factor=2.5, x=2))
sq = lambda v: v * v
print(sq(7), (lambda a, b=2: a ** b)(3), (lambda: "none")())
words = ["pear", "fig", "banana", "kiwi"]
print(max(words, key=len), min(words, key=len), max([3, -9, 4], key=abs))
print(min([], default="empty"), max(1, 2, 3), min((5, 1), (5, 0)))
print(type(1) is int, type(2.0), type("s"), type([]), type(()), type(None), type(True))
print(isinstance(sq, int), issubclass(bool, int), issubclass(int, (str, float)))
lst = [10, 20, 30, 40]
print(lst.pop(0), lst.pop(-1), lst, lst.pop(1), lst)

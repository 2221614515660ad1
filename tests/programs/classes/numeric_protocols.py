# __index__, __int__ and __float__: objects as list/str/tuple indices, int()/float() conversions and math arguments.
import math


class Slot:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n

    def __repr__(self):
        return "Slot(%d)" % self.n


class Ratio:
    def __init__(self, num, den):
        self.num = num
        self.den = den

    def __int__(self):
        return self.num // self.den

    def __float__(self):
        return self.num / self.den

    def __repr__(self):
        return "%d/%d" % (self.num, self.den)


class Celsius:
    def __init__(self, deg):
        self.deg = deg

    def __float__(self):
        return float(self.deg)


data = list(range(100, 200))
acc = 0
for i in range(300):
    s = Slot(i % 100)
    acc += data[s]
print(acc, data[Slot(-1)], "abcdef"[Slot(3)], (7, 8, 9)[Slot(1)], range(10, 20)[Slot(4)])
print(int(Slot(7)), float(Slot(7)), Slot(4) in [4])
lst = [0] * 10
for i in range(200):
    lst[Slot(i % 10)] += i
del lst[Slot(0)]
print(lst, len(lst))
table = {Slot(1): "a"}
print(len(table), [v for v in table.values()])

ratios = [Ratio(i * 7 + 1, (i % 5) + 1) for i in range(200)]
print(sum(int(r) for r in ratios), round(sum(float(r) for r in ratios), 6))
print(int(Ratio(22, 7)), float(Ratio(1, 4)), math.sqrt(float(Ratio(9, 4))), math.floor(float(Ratio(7, 2))))
print(abs(float(Ratio(1, 3)) - 0.3333333333333333) < 1e-12, max(ratios[:5], key=float))
print(float(Celsius(21)), math.exp(float(Celsius(0))), round(math.hypot(float(Celsius(3)), float(Celsius(4))), 3))
temps = [Celsius(t) for t in range(-20, 40)]
print(sum(float(t) for t in temps), sum(float(t) * 1.8 + 32 for t in temps))
for bad in (lambda: int(Celsius(3)), lambda: [1, 2][Ratio(1, 1)], lambda: "abc"[Celsius(1)], lambda: float(Ratio(1, 0))):
    try:
        print(bad())
    except TypeError as e:
        print("TypeError:", e)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)


class Both:
    def __index__(self):
        return 3

    def __int__(self):
        return 30

    def __float__(self):
        return 0.5


b = Both()
print(int(b), float(b), [10, 20, 30, 40][b], "wxyz"[b])
try:
    data[Slot(500)]
except IndexError as e:
    print("IndexError:", e)

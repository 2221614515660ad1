# Reflected-operator priority: a subclass's __radd__/__rmul__ runs first; reflected comparisons (__lt__ <-> __gt__).
class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents = cents
        self.currency = currency

    def __repr__(self):
        return "%s(%d.%02d %s)" % (type(self).__name__, self.cents // 100, self.cents % 100, self.currency)

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents, self.currency)
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __mul__(self, k):
        if isinstance(k, int):
            return type(self)(self.cents * k, self.currency)
        return NotImplemented

    __rmul__ = __mul__

    def __lt__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents < other.cents

    def __eq__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents and self.currency == other.currency


class Tip(Money):
    def __add__(self, other):
        if isinstance(other, Money):
            return Tip(self.cents + other.cents, self.currency)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, Money):
            return Tip(self.cents + other.cents + 1, self.currency)
        return super().__radd__(other)

    def __gt__(self, other):
        return "Tip.__gt__"


print(Money(100) + Tip(50), Tip(50) + Money(100), Money(1) + Money(2))
print(sum([Money(10), Tip(5), Money(20)]), sum([Tip(5), Money(10)]))
print(3 * Tip(7), Tip(7) * 3, 2 * Money(250))
print(Money(5) > Tip(3), Tip(3) < Money(5), Money(3) < Money(4))
print(Money(5) == Money(5), Money(5) == Tip(5), Money(5) == 5, 5 == Money(5))
prices = [Money((i * 37) % 500) for i in range(150)] + [Tip(i) for i in range(50)]
cheap = [p for p in prices if p < Money(30)]
print(len(cheap), min(prices), max(prices[:150]))
print(sorted(prices[:150])[:3], sorted(prices[:150], reverse=True)[:2])
total = Money(0)
for i, p in enumerate(prices):
    total = total + p if i % 2 else p + total
print(total, type(total).__name__)
try:
    Money(1) < 3
except TypeError as e:
    print("TypeError:", e)
try:
    Money(1) * 1.5
except TypeError as e:
    print("TypeError:", e)


class Celsius:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("  Celsius.__eq__ called")
        return NotImplemented


a, b = Celsius(1), Celsius(1)
print(a == b, a == a, b == 1)

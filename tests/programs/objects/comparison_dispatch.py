# Comparison and operator dispatch corners: a class's own __ne__, a forward method declining between operands of one class, reflected comparisons of a subclass first.
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __eq__(self, other):
        print("eq", type(self).__name__, type(other).__name__)
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents == other.cents
    def __ne__(self, other):
        print("ne", type(self).__name__)
        if not isinstance(other, Money):
            return NotImplemented
        return self.cents != other.cents
    def __lt__(self, other):
        print("lt", type(self).__name__)
        return self.cents < other.cents
    def __gt__(self, other):
        print("gt", type(self).__name__)
        return self.cents > other.cents
    def __mul__(self, k):
        if isinstance(k, Money):
            return NotImplemented
        return Money(self.cents * k)
    def __rmul__(self, k):
        print("rmul")
        return Money(self.cents * k)
class Euros(Money):
    def __gt__(self, other):
        print("Euros.gt")
        return True
print(Money(1) != Money(2), Money(1) != Money(1), Money(1) == Money(1))
print(Money(1) != 5, Money(1) == 5)
print(Money(1) < Euros(2))
print(Money(3) > Money(2))
print((Money(2) * 3).cents, (3 * Money(2)).cents)
try:
    Money(1) * Money(2)
except TypeError as e:
    print(e)
ms = sorted([Money(5), Money(1), Money(3)])
print([m.cents for m in ms])

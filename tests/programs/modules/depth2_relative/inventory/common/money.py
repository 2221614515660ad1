class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        return Money(self.cents + other.cents)

    def __mul__(self, n):
        return Money(self.cents * n)

    def __repr__(self):
        sign = "-" if self.cents < 0 else ""
        return "%s$%d.%02d" % (sign, abs(self.cents) // 100, abs(self.cents) % 100)

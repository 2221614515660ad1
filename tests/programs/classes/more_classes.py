# class attributes vs instance attributes, closures in methods, class in function, iteration protocol
def make_class(k):
    class Scaled:
        factor = k

        def __init__(self, v):
            self.v = v

        def get(self):
            return self.v * k + self.factor

    return Scaled


S = make_class(3)
print(S(2).get(), S.factor, S(1).factor)


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(list(Countdown(4)), sum(Countdown(10)), [x * x for x in Countdown(3)])


class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next

    def __repr__(self):
        return "Node(%r)" % (self.value,)


head = None
for i in range(5):
    head = Node(i, head)
out = []
n = head
while n is not None:
    out.append(n.value)
    n = n.next
print(out, head, head.next.next)


class Account:
    interest = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance

    def deposit(self, amount):
        self.balance += amount
        return self

    def __bool__(self):
        return self.balance > 0

    def __contains__(self, item):
        return item == self.owner


a = Account("ann").deposit(10).deposit(5)
b = Account("bob")
print(a.balance, bool(a), bool(b), "ann" in a, "bob" in a, Account.interest, a.interest)
a.interest = 0.5
print(a.interest, Account.interest, b.interest)
Account.interest = 0.1
print(a.interest, b.interest)
print([acct.owner for acct in (a, b) if acct], type(a) == Account, isinstance(a, object))


class Temperature:
    def __init__(self):
        self._c = 0

    @property
    def celsius(self):
        return self._c

    @celsius.setter
    def celsius(self, v):
        if v < -273:
            raise ValueError("too cold")
        self._c = v

    fahrenheit = property(lambda self: self._c * 9 / 5 + 32)


t = Temperature()
t.celsius = 100
print(t.celsius, t.fahrenheit)

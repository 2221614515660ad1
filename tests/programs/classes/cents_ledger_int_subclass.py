# int subclass Cents with __slots__ = (), reflected-operator priority over int, custom __eq__/__hash__ consistency, __index__ use in sequences, hot loops mixing subclass and plain ints, and str/float subclasses as ledger fields
class Cents(int):
    __slots__ = ()

    def __new__(cls, value=0):
        if isinstance(value, str):
            whole, _, frac = value.partition(".")
            sign = -1 if whole.startswith("-") else 1
            value = int(whole) * 100 + sign * int((frac + "00")[:2])
        elif isinstance(value, float):
            value = round(value * 100)
        return super().__new__(cls, value)

    def __repr__(self):
        return "Cents(%d)" % int(self)

    def __str__(self):
        sign = "-" if self < 0 else ""
        return "%s$%d.%02d" % (sign, abs(int(self)) // 100, abs(int(self)) % 100)

    def __format__(self, spec):
        if spec.endswith("$"):
            return format(str(self), spec[:-1])
        return int.__format__(int(self), spec)

    def __add__(self, other):
        if isinstance(other, int):
            return Cents(int(self) + int(other))
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, int):
            return Cents(int(other) + int(self))
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, int):
            return Cents(int(self) - int(other))
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, int):
            return Cents(int(other) - int(self))
        return NotImplemented

    def __mul__(self, other):
        if isinstance(other, float):
            return Cents(round(int(self) * other))
        if isinstance(other, int) and not isinstance(other, Cents):
            return Cents(int(self) * other)
        return NotImplemented

    __rmul__ = __mul__

    def __neg__(self):
        return Cents(-int(self))

    def split(self, n):
        base, extra = divmod(int(self), n)
        return [Cents(base + (1 if i < extra else 0)) for i in range(n)]


class Account(str):
    def __new__(cls, name, kind):
        obj = super().__new__(cls, name.lower())
        obj.kind = kind
        return obj

    @property
    def is_asset(self):
        return self.kind in ("asset", "expense")


class Rate(float):
    def __new__(cls, pct):
        return super().__new__(cls, pct / 100.0)

    def __str__(self):
        return "%.2f%%" % (float(self) * 100)


print("== cents basics ==")
a = Cents("12.34")
b = Cents(5)
c = Cents(0.1 + 0.2)
d = Cents("-3.5")
for x in [a, b, c, d, Cents(), Cents("7")]:
    print(repr(x), str(x), f"[{x:>10$}] [{x:06d}] [{x:,}]", bool(x), int(x))
print(a + b, type(a + b).__name__, 100 + a, type(100 + a).__name__, a - 34, 2000 - a, type(2000 - a).__name__)
print(a * 3, 3 * a, a * 0.5, type(a * 0.5).__name__, -a, type(-a).__name__, abs(d), type(abs(d)).__name__)
print(a // 100, a % 100, type(a // 100).__name__, a / 2, a ** 2, a << 1, a & 0xFF, type(a & 0xFF).__name__)
try:
    a * a
except TypeError as exc:
    print("TypeError:", exc)
print(a == 1234, a == Cents(1234), a < b, sorted([a, b, c, d]), max(a, b, key=int), min([a, 1, d]))
print(hash(a) == hash(1234), {a: "x"}[1234], {1234: "y"}[a], len({a, 1234, Cents("12.34")}))
print(a.split(3), sum(a.split(3)), Cents(10).split(4), sum(Cents(10).split(4), Cents(0)))
items = ["zero", "one", "two", "three", "four", "five", "six"]
print(items[b], items[Cents(1):Cents(4)], items[-Cents(2)], list(range(Cents(2), Cents(12), Cents(3))))
print("ab" * int(Cents(3)), [0] * int(Cents(2)), hex(a), bin(b), "%d|%5d|%x" % (int(a), int(b), int(a)))
print(isinstance(a, int), issubclass(Cents, int), Cents.__mro__[1].__name__, int.__add__(a, 1), type(int.__add__(a, 1)).__name__)
print(int.__str__(1234), int.__repr__(a), int.__hash__(a) == hash(1234), int.__eq__(a, 1234), int.__lt__(a, 0))
try:
    a.note = "x"
except AttributeError:
    print("no instance dict on Cents")

print()
print("== ledger ==")
cash = Account("Cash", "asset")
rent = Account("RENT", "expense")
sales = Account("Sales", "income")
loan = Account("Loan", "liability")
entries = [
    (cash, sales, Cents("1500.00")),
    (rent, cash, Cents("800")),
    (cash, loan, Cents("2500.50")),
    (rent, cash, Cents("800")),
    (cash, sales, Cents("99.99")),
    (loan, cash, Cents("250.05")),
]
balances = {}
for debit, credit, amount in entries:
    balances[debit] = balances.get(debit, Cents(0)) + amount
    balances[credit] = balances.get(credit, Cents(0)) - amount
for acct in sorted(balances):
    bal = balances[acct]
    print(f"{acct:<8}{acct.kind:>10}{bal:>14$} {type(bal).__name__} asset={acct.is_asset}")
print(sum(balances.values()), balances["cash"], balances.get("rent"), "sales" in balances, cash == "cash")
print(sorted(balances, key=lambda k: balances[k]), [k.upper() for k in balances], type(cash.upper()).__name__)

print()
print("== interest ==")
rate = Rate(4.5)
print(rate, repr(float(rate)), f"{rate:.4f}", rate * 2, type(rate * 2).__name__, rate > 0.04)
principal = Cents("10000")
history = []
for month in range(1, 61):
    interest = principal * (float(rate) / 12)
    principal = principal + interest
    if month % 12 == 0:
        history.append(principal)
        print(f"year {month // 12}: {principal:>12$} interest={interest}")
print(history == sorted(history), type(history[-1]).__name__, history[-1] - history[0])
totals = [0] * 7
for i in range(3000):
    v = Cents(i % 97) + (i % 13)
    totals[i % 7] += v
    if i % 500 == 0:
        totals[Cents(i % 7)] -= Cents(1)
print(totals, [type(t).__name__ for t in totals])
grid = {}
for i in range(200):
    k = Cents(i % 9)
    grid[k] = grid.get(k, 0) + int(k)
print(sorted(grid.items())[:5], sum(grid.values()))

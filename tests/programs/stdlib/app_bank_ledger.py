"""Double-entry ledger with exact Fraction arithmetic, json export, bisect date lookups."""
import json
import bisect
from fractions import Fraction
from collections import defaultdict, namedtuple
from functools import reduce
from itertools import groupby, accumulate
from operator import attrgetter, itemgetter

Entry = namedtuple("Entry", "day account amount memo")
RATES = {"USD": Fraction(1), "EUR": Fraction(108, 100), "GBP": Fraction(127, 100), "JPY": Fraction(67, 10000)}


def to_usd(amount, cur):
    return Fraction(amount) * RATES[cur]


def fmt(fr):
    cents = round(fr * 100)
    sign = "-" if cents < 0 else ""
    cents = abs(cents)
    return f"{sign}{cents // 100:,}.{cents % 100:02d}"


class Ledger:
    def __init__(self):
        self.entries = []
        self.days = []

    def post(self, day, memo, *legs):
        total = sum((amt for _, amt in legs), Fraction(0))
        if total != 0:
            raise ValueError(f"unbalanced posting {memo!r}: off by {total}")
        for account, amt in legs:
            i = bisect.bisect_right(self.days, day)
            self.days.insert(i, day)
            self.entries.insert(i, Entry(day, account, amt, memo))

    def balance(self, account, upto=None):
        hi = len(self.entries) if upto is None else bisect.bisect_right(self.days, upto)
        return sum((e.amount for e in self.entries[:hi] if e.account == account or e.account.startswith(account + ":")), Fraction(0))

    def accounts(self):
        return sorted({e.account for e in self.entries})

    def trial_balance(self):
        tb = defaultdict(Fraction)
        for e in self.entries:
            tb[e.account] += e.amount
        return dict(sorted(tb.items()))


L = Ledger()
L.post(1, "opening", ("assets:bank", Fraction(5000)), ("equity:capital", Fraction(-5000)))
L.post(3, "rent", ("expenses:rent", Fraction(1200)), ("assets:bank", Fraction(-1200)))
L.post(5, "sale EUR", ("assets:bank", to_usd("849.99", "EUR")), ("income:sales", -to_usd("849.99", "EUR")))
L.post(5, "sale GBP", ("assets:bank", to_usd(Fraction(1999, 10), "GBP")), ("income:sales", -to_usd(Fraction(1999, 10), "GBP")))
L.post(8, "supplies JPY", ("expenses:supplies", to_usd(15800, "JPY")), ("assets:bank", -to_usd(15800, "JPY")))
L.post(12, "split bill", ("expenses:meals", Fraction(100, 3)), ("expenses:travel", Fraction(200, 3)), ("assets:cash", Fraction(-100)))
L.post(2, "cash withdrawal", ("assets:cash", Fraction(300)), ("assets:bank", Fraction(-300)))
L.post(15, "interest", ("assets:bank", Fraction(5000) * Fraction(3, 100) / 12), ("income:interest", -Fraction(5000) * Fraction(3, 100) / 12))
try:
    L.post(16, "typo", ("assets:bank", Fraction(10)), ("income:sales", Fraction(-9)))
except ValueError as e:
    print("rejected:", e)

print("accounts:", L.accounts())
for acct, bal in L.trial_balance().items():
    print(f"  {acct:<20} {fmt(bal):>12}  exact={bal}")
tb = L.trial_balance()
print("sum of trial balance:", sum(tb.values()))
for top in ["assets", "expenses", "income", "equity"]:
    print(f"{top:<9} {fmt(L.balance(top)):>12}")
print("bank by day:", [(d, fmt(L.balance("assets:bank", upto=d))) for d in [0, 1, 2, 3, 5, 8, 15, 30]])

print("--- journal")
for day, grp in groupby(L.entries, key=attrgetter("day")):
    grp = list(grp)
    memos = sorted({e.memo for e in grp})
    print(f"day {day:>2}: {len(grp)} legs {memos}")
running = list(accumulate(e.amount for e in L.entries if e.account == "assets:bank"))
print("running bank:", [fmt(x) for x in running])

print("--- json export/import")
def enc(o):
    if isinstance(o, Fraction):
        return {"n": o.numerator, "d": o.denominator}
    raise TypeError(repr(o))
blob = json.dumps([e._asdict() for e in L.entries], default=enc, sort_keys=True)
print(len(blob), blob[:150])
def dec(d):
    if set(d) == {"n", "d"}:
        return Fraction(d["n"], d["d"])
    return d
back = [Entry(**d) for d in json.loads(blob, object_hook=dec)]
print(back == L.entries, back[4])
summary = {acct: fmt(v) for acct, v in tb.items()}
print(json.dumps(summary, indent=2))

print("--- amortisation schedule")
principal = Fraction(10000)
rate = Fraction(6, 100) / 12
n = 12
payment = principal * rate / (1 - (1 + rate) ** -n)
print("payment exact denominator digits:", len(str(payment.denominator)), "approx", fmt(payment))
bal = principal
rows = []
for m in range(1, n + 1):
    interest = bal * rate
    princ = payment - interest
    bal -= princ
    rows.append((m, interest, princ, bal))
for m, i, p, b in rows:
    print(f"{m:>2} interest={fmt(i):>7} principal={fmt(p):>8} balance={fmt(b):>9}")
print("final balance exactly zero:", bal == 0)
print("total interest:", fmt(sum(map(itemgetter(1), rows))), "check:", fmt(payment * n - principal))
cents_rows = [round(r[1] * 100) for r in rows]
print(cents_rows, reduce(lambda a, b: a + b, cents_rows))
print("--- currency table")
for cur, rate_ in sorted(RATES.items(), key=itemgetter(1)):
    print(f"{cur} {str(rate_):>10} {float(rate_):>10.6f} 1000 {cur} = {fmt(to_usd(1000, cur)):>10} USD")
print("--- monthly budget vs actual")
budget = {"expenses:rent": Fraction(1200), "expenses:supplies": Fraction(100), "expenses:meals": Fraction(50),
          "expenses:travel": Fraction(50), "expenses:misc": Fraction(25)}
for acct in sorted(budget):
    actual = L.balance(acct)
    diff = budget[acct] - actual
    pct = actual / budget[acct] * 100
    status = "over" if diff < 0 else "ok"
    print(f"{acct:<20} budget={fmt(budget[acct]):>9} actual={fmt(actual):>9} diff={fmt(diff):>9} used={float(pct):6.2f}% {status}")
over = sorted((a for a in budget if L.balance(a) > budget[a]), key=lambda a: L.balance(a) - budget[a], reverse=True)
print("over budget:", over)
print("--- splitting a bill exactly")
def split(amount, weights):
    total_w = sum(weights)
    shares = [Fraction(amount) * w / total_w for w in weights]
    cents = [int(s * 100) for s in shares]
    remainder = round(Fraction(amount) * 100) - sum(cents)
    order = sorted(range(len(shares)), key=lambda i: (-(shares[i] * 100 - cents[i]), i))
    for i in order[:remainder]:
        cents[i] += 1
    return [Fraction(c, 100) for c in cents]
for amount, weights in [("100.00", [1, 1, 1]), ("57.31", [2, 1, 1]), ("0.05", [1, 1, 1, 1]), ("1000", [3, 5, 7, 11])]:
    parts = split(Fraction(amount), weights)
    print(amount, weights, [fmt(p) for p in parts], sum(parts) == Fraction(amount))
print("--- compound growth")
bal = Fraction(1000)
for year in range(1, 6):
    bal *= Fraction(105, 100)
    print(year, fmt(bal), bal.denominator)
print(float(bal), bal == Fraction(1000) * Fraction(21, 20) ** 5)

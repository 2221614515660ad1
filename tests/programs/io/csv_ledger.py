# A CSV-like ledger: rows written with writelines and print(file=), read back, parsed and totalled.
class Row:
    def __init__(self, day, account, amount, memo):
        self.day = day
        self.account = account
        self.amount = amount
        self.memo = memo

    def to_line(self):
        return "%d,%s,%d,%s\n" % (self.day, self.account, self.amount, self.memo)

    @staticmethod
    def parse(line):
        day, account, amount, memo = line.rstrip("\n").split(",", 3)
        return Row(int(day), account, int(amount), memo)


ACCOUNTS = ["rent", "food", "travel", "salary", "misc"]


def generate(n):
    rows = []
    for i in range(n):
        account = ACCOUNTS[(i * 3) % len(ACCOUNTS)]
        amount = 2500 if account == "salary" else -((i * 37) % 200 + 5)
        rows.append(Row(i // 10 + 1, account, amount, "item, #%d" % i))
    return rows


def write_csv(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        print("day,account,amount,memo", file=f)
        f.writelines(r.to_line() for r in rows)


def read_csv(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split(",")
        return header, [Row.parse(line) for line in f if line.strip()]


rows = generate(400)
write_csv("ledger.csv", rows)
header, back = read_csv("ledger.csv")
print(header, len(back))
print(all(a.amount == b.amount and a.memo == b.memo for a, b in zip(rows, back)))

totals = {}
by_day = {}
for r in back:
    totals[r.account] = totals.get(r.account, 0) + r.amount
    by_day[r.day] = by_day.get(r.day, 0) + r.amount
for account in ACCOUNTS:
    print(f"{account:>8} {totals[account]:>8}")
print("days", len(by_day), "best", max(by_day.items(), key=lambda kv: kv[1]))
print("worst", min(by_day.items(), key=lambda kv: (kv[1], kv[0])))

with open("summary.csv", "w") as f:
    f.writelines([f"{a},{totals[a]}\n" for a in sorted(totals)])
    f.write("total,%d\n" % sum(totals.values()))
with open("summary.csv") as f:
    for line in f:
        name, value = line.split(",")
        print(name, int(value))

with open("ledger.csv", "a", encoding="utf-8") as f:
    f.write(Row(99, "bonus", 1000, "year end").to_line())
header, again = read_csv("ledger.csv")
print(len(again), again[-1].account, again[-1].amount, again[-1].memo)
print(again[0].memo, "|", again[1].memo)

# A report generator writing several files at once with print(file=..., sep=, end=), then reading them back to check totals.
import sys

SALES = []
for i in range(360):
    region = ("north", "south", "east", "west")[i % 4]
    product = ("tea", "coffee", "cocoa")[(i // 4) % 3]
    qty = (i * 17) % 23 + 1
    price = (250, 410, 330)[(i // 4) % 3]
    SALES.append((i // 30 + 1, region, product, qty, price))

totals = {}
by_month = {}
with open("sales.csv", "w") as csv_f, open("summary.txt", "w") as txt_f, open("alerts.log", "w") as alert_f:
    print("month", "region", "product", "qty", "cents", sep=",", file=csv_f)
    for month, region, product, qty, price in SALES:
        cents = qty * price
        print(month, region, product, qty, cents, sep=",", file=csv_f)
        totals[region] = totals.get(region, 0) + cents
        by_month[month] = by_month.get(month, 0) + cents
        if qty > 20:
            print(f"month {month}: big order", region, product, qty, file=alert_f, end=";\n")
    print("SUMMARY", file=txt_f)
    print("=" * 20, file=txt_f)
    for region in sorted(totals):
        print(f"{region:<8}", f"{totals[region] / 100:>10.2f}", file=txt_f, sep="|")
    print(file=txt_f)
    for month in sorted(by_month):
        print(month, end=":", file=txt_f)
        print(by_month[month], file=txt_f, end=" ")
    print("", file=txt_f)
    print("done writing", file=sys.stdout)

with open("sales.csv") as f:
    header = f.readline().rstrip("\n").split(",")
    rows = [line.rstrip("\n").split(",") for line in f]
print(header, len(rows), rows[0], rows[-1])
check = sum(int(r[4]) for r in rows)
print(check, check == sum(totals.values()))

with open("summary.txt") as f:
    text = f.read()
print(text, end="")
lines = text.splitlines()
print(len(lines), repr(lines[-1][-12:]))

with open("alerts.log") as f:
    alerts = f.read().split(";\n")
print(len(alerts) - 1, alerts[0], repr(alerts[-1]))

# print() to a closed file fails like CPython
f = open("late.txt", "w")
print("before close", file=f)
f.close()
try:
    print("after close", file=f)
except ValueError as e:
    print("ValueError", e)
with open("late.txt") as f:
    print(f.read().strip(), f.closed)
print(f.closed, "print with file=None goes to stdout", file=None)

# A sales report formatted with f-string specs: fill/align, sign, thousands separators, %, e/g, #x/#o/#b, nested widths and !r/!s conversions.
REGIONS = ["north", "south", "east", "west", "central"]
PRODUCTS = ["bolts", "nuts", "gears", "springs"]


def sale_amount(i):
    return ((i * 7919) % 10007) / 3.7 - (500 if i % 11 == 0 else 0)


totals = {}
counts = {}
for i in range(600):
    key = (REGIONS[i % 5], PRODUCTS[(i // 5) % 4])
    totals[key] = totals.get(key, 0.0) + sale_amount(i)
    counts[key] = counts.get(key, 0) + 1

grand = sum(totals.values())
name_w = max(len(r) for r in REGIONS) + 2
print(f"{'region':<{name_w}}{'product':^10}{'n':>4}{'total':>14}{'share':>8}")
print(f"{'':-<{name_w + 36}}")
for key in sorted(totals):
    region, product = key
    t = totals[key]
    print(f"{region:<{name_w}}{product:^10}{counts[key]:>4}{t:>14,.2f}{t / grand:>8.1%}")
print(f"{'':=<{name_w + 36}}")
print(f"{'grand':<{name_w}}{'':^10}{sum(counts.values()):>4}{grand:>14,.2f}{1:>8.0%}")

by_region = {}
for (region, _), t in totals.items():
    by_region[region] = by_region.get(region, 0.0) + t
best = max(by_region, key=lambda r: by_region[r])
print(f"best region: {best!r} with {by_region[best]:+,.3f}")
for r in REGIONS:
    delta = by_region[r] - grand / len(REGIONS)
    bar = "#" * int(by_region[r] / grand * 60)
    print(f"{r:>8} {delta:+10.1f} {delta: 10.1f} |{bar:<15}|")

print(f"{grand:e} {grand:.3e} {grand:g} {grand / 1e9:g} {grand:.2g} {1e-5:g} {123456789.0:g}")
for n in (0, 7, 255, 4096, 65535, -42):
    print(f"{n:>6d} {n:#x} {n:#o} {n:#b} {n:08b} {n:X} {n:_} {n:+05d}")
print(f"{1234567890:,} {1234567890:_} {-9876.54321:,.2f} {0.000123:.2%} {12:*^9} {'ab':=>6}")

label = "total"
value = 3.14159
print(f"{label!r:>10}|{label!s:<8}|{value!r}|{value:{'>' if value > 0 else '<'}12.{2}f}|")
width = 5
for prec in range(4):
    print(f"[{value:{width + prec}.{prec}f}] [{value:0{width + prec}.{prec}f}] [{-value:<{width}.{prec}f}]")
print(f"{True:d} {False!r} {None!s:>6} {[1, 'a']!r:>12} {(1, 2)}")
print(f"{{braces}} {'{'}{value:.0f}{'}'} {value=:.2f} {width * 2=}")

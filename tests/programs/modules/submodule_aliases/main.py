# `from pkg import submodule`, `import pkg.sub as alias`, `import pkg.sub.deep`, and package attributes set by imports.
import toolkit
print(sorted(n for n in ("strings", "numbers", "formats") if hasattr(toolkit, n)))
from toolkit import strings
import toolkit.numbers as num
import toolkit.formats.table as table
import toolkit.formats.csvish
from toolkit.formats import csvish as cv
print(sorted(n for n in ("strings", "numbers", "formats") if hasattr(toolkit, n)))
print(num is toolkit.numbers, table is toolkit.formats.table, cv is toolkit.formats.csvish)
print(num.__name__, table.__name__, toolkit.formats.__name__)

rows = []
for i in range(150):
    rows.append([strings.slug("Item Number %d" % i), num.clamp(i * 7 - 300, -100, 100), num.percent(i, 150)])
print(rows[:3])
print(table.render(rows[:4], ["slug", "value", "pct"]))
text = cv.dump(rows[10:13])
print(text)
print(cv.load(text) == [[str(x) for x in r] for r in rows[10:13]])
print(sum(num.clamp(r[1], 0, 50) for r in rows), strings.calls, num.calls)
print(toolkit.formats.table.WIDTH, toolkit.VERSION, toolkit.formats.loaded)
import toolkit.numbers
print(toolkit.numbers.calls == num.calls)
try:
    import toolkit.missing
except ImportError as e:
    print(type(e).__name__, e)
try:
    from toolkit import nothing
except ImportError as e:
    print(type(e).__name__, str(e).split(" (")[0])

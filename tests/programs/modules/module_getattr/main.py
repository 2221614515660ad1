# Module __getattr__: lazily computed tables, deprecated aliases with a log, AttributeError for unknown names.
import compat
import tables
from compat import new_total
old_total = compat.old_total

print(old_total([1, 2, 3]), new_total([4, 5]), compat.warnings)
print(compat.sum_all is compat.new_total, compat.warnings)

acc = 0
for i in range(300):
    acc += tables.squares[i % 50] + tables.cubes[i % 20]
print(acc, tables.computed)
print(tables.squares[:6], tables.cubes[:4], tables.computed)
print(hasattr(tables, "primes"), tables.computed)
print(tables.primes[:10], len(tables.primes))
try:
    tables.fibonacci
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(tables, "fibonacci", None), hasattr(compat, "nothing"))
try:
    compat.nothing
except AttributeError as e:
    print("AttributeError:", e)
print(tables.squares is tables.squares, tables.computed.count("squares"))
tables.squares = [0]
print(tables.squares, tables.computed)

# Relative imports two levels deep: `from ..common.money import Money`, `from .. import common`, `from . import bins`, and a three-dot import beyond the top package.
from inventory import Money
from inventory.storage import Warehouse
from inventory.reports import text
import inventory.common.money

east = Warehouse("east")
west = Warehouse("west")
print(east.receive("bolt", 3, "gross", 4), east.receive("nut", 10, "dozen", 2), west.receive("gear", 7, price=1250))
print(east.ship("bolt", 100), east.stock, east.layout.where, east.modules_seen())
print(Money is inventory.common.money.Money, text.M is Money, text.is_warehouse(west), text.Warehouse is Warehouse)

# many receive/ship operations across warehouses (hot loop)
skus = ["sku%02d" % i for i in range(15)]
houses = [east, west, Warehouse("north")]
failures = 0
shipped = Money(0)
for i in range(450):
    h = houses[i % 3]
    sku = skus[(i * 7) % 15]
    if i % 4 == 3:
        try:
            shipped = shipped + h.ship(sku, i % 20 + 1)
        except ValueError:
            failures += 1
    else:
        h.receive(sku, i % 5 + 1, ("each", "dozen", "gross")[i % 3], price=100 + i % 37)
print(shipped, failures)
print(text.report(houses))
try:
    import inventory.reports.summary
except ImportError as e:
    print("ImportError:", e)
import sys
print([n for n in ["inventory.reports.text", "inventory.storage.bins", "inventory.common.units", "inventory.reports.summary"]
       if n in sys.modules])

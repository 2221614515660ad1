from ..common.money import Money
from ..common import units
from .. import common
from . import bins


class Warehouse:
    def __init__(self, name):
        self.name = name
        self.stock = {}
        self.prices = {}
        self.layout = bins.BinMap(4)

    def receive(self, sku, qty, unit="each", price=None):
        n = units.to_each(qty, unit)
        self.stock[sku] = self.stock.get(sku, 0) + n
        if price is not None:
            self.prices[sku] = Money(price)
        self.layout.place(sku)
        return n

    def ship(self, sku, qty):
        have = self.stock.get(sku, 0)
        if qty > have:
            raise ValueError(f"{self.name}: only {have} of {sku}")
        self.stock[sku] = have - qty
        return self.prices.get(sku, Money(0)) * qty

    def value(self):
        total = Money(0)
        for sku, n in self.stock.items():
            total = total + self.prices.get(sku, Money(0)) * n
        return total

    def modules_seen(self):
        return (common.money.__name__, units.__name__, bins.__name__)

from ..config import TAX_PERCENT
from .. import util


class Item:
    def __init__(self, name, cents, qty=1):
        self.name = name
        self.cents = cents
        self.qty = qty

    def net(self):
        return self.cents * self.qty

    def gross(self):
        return self.net() * (100 + TAX_PERCENT) // 100

    def __repr__(self):
        return f"Item({self.name!r}, {util.money(self.cents)} x{self.qty})"

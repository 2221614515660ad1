from ...config import TAX_PERCENT as T
from ... import util
from ..item import Item
from . import discounts
from .discounts import rate


def price(items, kind):
    total = 0
    for it in items:
        if not isinstance(it, Item):
            raise TypeError("not an item")
        total += it.gross()
    return total - total * rate(kind) // 100


def explain(items, kind):
    return f"{len(items)} items, tax {T}%, {kind} -{discounts.rate(kind)}%: {util.money(price(items, kind))}"

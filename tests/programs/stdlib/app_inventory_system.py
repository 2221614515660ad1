"""Warehouse inventory: dataclasses + enum + json + collections."""
import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field, asdict, replace
from enum import Enum, auto
from typing import Dict, List, Optional


class Category(Enum):
    TOOLS = "tools"
    GARDEN = "garden"
    KITCHEN = "kitchen"
    TOYS = "toys"


class TxKind(Enum):
    RECEIVE = auto()
    SHIP = auto()
    ADJUST = auto()
    RETURN = auto()


@dataclass(order=True)
class Product:
    sku: str
    name: str = field(compare=False)
    category: Category = field(compare=False)
    unit_cents: int = field(compare=False)
    reorder_at: int = field(default=5, compare=False)
    tags: List[str] = field(default_factory=list, compare=False)

    def price(self):
        return f"${self.unit_cents // 100}.{self.unit_cents % 100:02d}"


@dataclass
class Transaction:
    kind: TxKind
    sku: str
    qty: int
    note: str = ""


class InventoryError(Exception):
    pass


@dataclass
class Warehouse:
    name: str
    products: Dict[str, Product] = field(default_factory=dict)
    stock: Dict[str, int] = field(default_factory=dict)
    log: List[Transaction] = field(default_factory=list)

    def add_product(self, p: Product):
        if p.sku in self.products:
            raise InventoryError(f"duplicate sku {p.sku}")
        self.products[p.sku] = p
        self.stock[p.sku] = 0

    def apply(self, tx: Transaction):
        if tx.sku not in self.products:
            raise InventoryError(f"unknown sku {tx.sku!r}")
        cur = self.stock[tx.sku]
        if tx.kind is TxKind.SHIP:
            if tx.qty > cur:
                raise InventoryError(f"cannot ship {tx.qty} of {tx.sku}: only {cur} on hand")
            cur -= tx.qty
        elif tx.kind in (TxKind.RECEIVE, TxKind.RETURN):
            cur += tx.qty
        else:
            cur = tx.qty
        self.stock[tx.sku] = cur
        self.log.append(tx)

    def value_cents(self) -> int:
        return sum(self.products[s].unit_cents * q for s, q in self.stock.items())

    def low_stock(self) -> List[str]:
        return sorted(s for s, q in self.stock.items() if q <= self.products[s].reorder_at)

    def by_category(self) -> Dict[str, int]:
        out = defaultdict(int)
        for s, q in self.stock.items():
            out[self.products[s].category.value] += q
        return dict(sorted(out.items()))

    def to_json(self, **kw) -> str:
        def enc(o):
            if isinstance(o, Enum):
                return o.name if isinstance(o, TxKind) else o.value
            raise TypeError(type(o).__name__)
        payload = {
            "name": self.name,
            "products": [asdict(p) for p in sorted(self.products.values())],
            "stock": self.stock,
            "log": [asdict(t) for t in self.log],
        }
        return json.dumps(payload, default=enc, **kw)

    @classmethod
    def from_json(cls, text: str) -> "Warehouse":
        raw = json.loads(text)
        w = cls(raw["name"])
        for pd in raw["products"]:
            pd["category"] = Category(pd["category"])
            w.add_product(Product(**pd))
        for td in raw["log"]:
            w.apply(Transaction(TxKind[td["kind"]], td["sku"], td["qty"], td["note"]))
        return w


def money(c: int) -> str:
    sign = "-" if c < 0 else ""
    c = abs(c)
    return f"{sign}${c // 100:,}.{c % 100:02d}"


w = Warehouse("North")
catalog = [
    ("T-100", "Hammer", Category.TOOLS, 1299, 3, ["steel"]),
    ("T-200", "Screwdriver set", Category.TOOLS, 2450, 4, ["steel", "set"]),
    ("G-001", "Trowel", Category.GARDEN, 899, 2, []),
    ("G-002", "Hose 25m", Category.GARDEN, 3999, 1, ["rubber"]),
    ("K-010", "Chef knife", Category.KITCHEN, 5900, 2, ["steel", "sharp"]),
    ("K-011", "Cutting board", Category.KITCHEN, 1500, 5, ["wood"]),
    ("Y-777", "Yo-yo", Category.TOYS, 350, 10, ["plastic"]),
]
for sku, name, cat, cents, reorder, tags in catalog:
    w.add_product(Product(sku, name, cat, cents, reorder, tags))

txs = [
    Transaction(TxKind.RECEIVE, "T-100", 20, "PO-1"),
    Transaction(TxKind.RECEIVE, "T-200", 8, "PO-1"),
    Transaction(TxKind.RECEIVE, "G-001", 15),
    Transaction(TxKind.RECEIVE, "K-010", 6, "PO-2"),
    Transaction(TxKind.RECEIVE, "Y-777", 100),
    Transaction(TxKind.SHIP, "T-100", 18, "order 17"),
    Transaction(TxKind.SHIP, "Y-777", 93),
    Transaction(TxKind.SHIP, "G-002", 1, "order 18"),
    Transaction(TxKind.RETURN, "T-100", 1, "damaged box"),
    Transaction(TxKind.ADJUST, "K-010", 4, "stocktake"),
    Transaction(TxKind.SHIP, "K-010", 5),
    Transaction(TxKind.SHIP, "X-999", 1),
    Transaction(TxKind.RECEIVE, "K-011", 12),
    Transaction(TxKind.SHIP, "K-011", 7, "order 19"),
]
for tx in txs:
    try:
        w.apply(tx)
        print(f"ok   {tx.kind.name:<7} {tx.sku} x{tx.qty:<3} -> {w.stock[tx.sku]}")
    except InventoryError as e:
        print(f"FAIL {tx.kind.name:<7} {tx.sku} x{tx.qty:<3}: {e}")
try:
    w.add_product(Product("T-100", "Dup", Category.TOOLS, 1))
except InventoryError as e:
    print("error:", e)

print("value", money(w.value_cents()))
print("low stock", w.low_stock())
print("by category", w.by_category())
kinds = Counter(t.kind for t in w.log)
print("tx kinds", sorted((k.name, v) for k, v in kinds.items()))
tag_counts = Counter(tag for p in w.products.values() for tag in p.tags)
print("tags", tag_counts.most_common(3))
for p in sorted(w.products.values()):
    q = w.stock[p.sku]
    print(f"{p.sku:<6} {p.name:<16} {p.category.value:<8} {p.price():>7} x{q:<3} = {money(p.unit_cents * q):>9}")

text = w.to_json(sort_keys=True)
print(len(text), text[:120])
pretty = w.to_json(indent=2, sort_keys=True)
print(pretty.splitlines()[:12])
w2 = Warehouse.from_json(text)
print(w2.stock == w.stock, w2.value_cents() == w.value_cents(), w2.products == w.products, len(w2.log))
print(w2.to_json(sort_keys=True) == text)
cheap = replace(w.products["Y-777"], unit_cents=299, tags=["sale"])
print(cheap, cheap == w.products["Y-777"], cheap.price())
report = {
    "warehouse": w.name,
    "skus": len(w.products),
    "units": sum(w.stock.values()),
    "value": money(w.value_cents()),
    "low": w.low_stock(),
    "top_shipped": Counter({t.sku: 0 for t in w.log} | {}) and sorted(
        ((sku, sum(t.qty for t in w.log if t.sku == sku and t.kind is TxKind.SHIP)) for sku in w.products),
        key=lambda kv: (-kv[1], kv[0]))[:3],
}
print(json.dumps(report, indent=1))
print(json.dumps(report, separators=(",", ":"), ensure_ascii=True))

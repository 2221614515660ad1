from dataclasses import dataclass, field, asdict, astuple, replace, fields, is_dataclass
from typing import List, ClassVar, Optional


@dataclass
class Item:
    name: str
    price: float
    quantity: int = 0
    tags: List[str] = field(default_factory=list)
    registry: ClassVar[int] = 0

    def total(self):
        return self.price * self.quantity


@dataclass
class Warehouse:
    location: str
    items: List[Item] = field(default_factory=list)
    manager: Optional[str] = None

    def add(self, item):
        self.items.append(item)
        return self

    def value(self):
        return sum(i.total() for i in self.items)

    def find(self, name):
        for i in self.items:
            if i.name == name:
                return i
        return None


w = Warehouse("Dock 7")
w.add(Item("bolt", 0.25, 400, ["metal", "small"]))
w.add(Item("nut", 0.1, 1000))
w.add(Item("gear", 12.5, 8, ["metal"]))
w.add(Item(name="belt", price=30.0))
print(w)
print(w.value(), w.find("gear"), w.find("cog"))
print(len(w.items), w.items[0].tags, w.items[1].tags, w.items[1].tags is w.items[3].tags)
print(Item.registry, [f.name for f in fields(Item)], [f.name for f in fields(w)])
print(asdict(w.items[0]))
print(astuple(w.items[2]))
print(asdict(w)["items"][3])
print(is_dataclass(w), is_dataclass(Warehouse), is_dataclass(3), is_dataclass(dict))

cheaper = replace(w.items[2], price=10.0)
print(cheaper, w.items[2].price, cheaper == w.items[2], cheaper != w.items[2])
print(Item("a", 1.0) == Item("a", 1.0), Item("a", 1.0) == Item("a", 2.0), Item("a", 1.0) == ("a", 1.0))

restock = {}
for item in w.items:
    if item.quantity < 10:
        restock[item.name] = 10 - item.quantity
print(restock)

by_tag = {}
for item in w.items:
    for tag in item.tags:
        by_tag.setdefault(tag, []).append(item.name)
print(by_tag)


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

    def __str__(self):
        text = "%d.%d.%d" % (self.major, self.minor, self.patch)
        return text + ("-" + self.label if self.label else "")


versions = [Version(1, 2, 3), Version(1, 10), Version(0, 9, 9, "beta"),
            Version(1, 2), Version(2), Version(1, 2, 3, "rc1")]
print(sorted(versions))
print([str(v) for v in sorted(versions, reverse=True)])
print(max(versions), min(versions))
print(Version(1, 2, 3) == Version(1, 2, 3, "other"), Version(1) < Version(1, 0, 1), Version(2) >= Version(1, 99))
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Rectangle:
    width: float
    height: float
    area: float = field(init=False, repr=False)
    perimeter: float = field(init=False)

    def __post_init__(self):
        if self.width < 0 or self.height < 0:
            raise ValueError("negative size")
        self.area = self.width * self.height
        self.perimeter = 2 * (self.width + self.height)


r = Rectangle(3, 4.5)
print(r, r.area, r.perimeter)
try:
    Rectangle(-1, 2)
except ValueError as e:
    print("ValueError:", e)
try:
    Rectangle(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
try:
    replace(r, area=3)
except ValueError as e:
    print("ValueError:", e)
print(replace(r, width=1))

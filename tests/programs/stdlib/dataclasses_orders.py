from dataclasses import dataclass, field, asdict, replace
from enum import Enum, IntEnum, auto
from typing import List, Dict, Optional, Tuple
from collections import Counter, defaultdict


class Status(Enum):
    NEW = auto()
    PAID = auto()
    SHIPPED = auto()
    CANCELLED = auto()

    def can_move_to(self, other: "Status") -> bool:
        allowed = {
            Status.NEW: (Status.PAID, Status.CANCELLED),
            Status.PAID: (Status.SHIPPED, Status.CANCELLED),
            Status.SHIPPED: (),
            Status.CANCELLED: (),
        }
        return other in allowed[self]


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    URGENT = 3


@dataclass(order=True)
class Money:
    cents: int = 0

    def __add__(self, other: "Money") -> "Money":
        return Money(self.cents + other.cents)

    def __mul__(self, n: int) -> "Money":
        return Money(self.cents * n)

    def __str__(self) -> str:
        return "$%d.%02d" % divmod(self.cents, 100)


@dataclass
class Line:
    sku: str
    price: Money
    qty: int = 1

    @property
    def total(self) -> Money:
        return self.price * self.qty


@dataclass
class Order:
    id: int
    customer: str
    lines: List[Line] = field(default_factory=list)
    status: Status = Status.NEW
    priority: Priority = Priority.NORMAL
    note: Optional[str] = field(default=None, compare=False)

    def total(self) -> Money:
        result = Money()
        for line in self.lines:
            result = result + line.total
        return result

    def advance(self, new_status: Status) -> "Order":
        if not self.status.can_move_to(new_status):
            raise ValueError("cannot move %s order from %s to %s"
                             % (self.customer, self.status.name, new_status.name))
        return replace(self, status=new_status)


orders = [
    Order(1, "ann", [Line("pen", Money(150), 4), Line("pad", Money(399))]),
    Order(2, "bob", [Line("ink", Money(1250), 2)], priority=Priority.URGENT),
    Order(3, "cy", [Line("pen", Money(150), 10)], priority=Priority.LOW, note="gift"),
    Order(4, "ann", [Line("bag", Money(4999))]),
]
for o in orders:
    print(o.id, o.customer, str(o.total()), o.status, repr(o.priority), o.priority)

orders[0] = orders[0].advance(Status.PAID).advance(Status.SHIPPED)
orders[1] = orders[1].advance(Status.PAID)
orders[3] = orders[3].advance(Status.CANCELLED)
try:
    orders[3].advance(Status.PAID)
except ValueError as e:
    print("ValueError:", e)
print([o.status.name for o in orders])

by_status: Dict[Status, List[int]] = defaultdict(list)
for o in orders:
    by_status[o.status].append(o.id)
for status in Status:
    print(status.name.ljust(10), by_status.get(status, []))

urgent_first = sorted(orders, key=lambda o: (-o.priority, o.id))
print([(o.id, o.priority.name) for o in urgent_first])
print(max(o.priority for o in orders), Priority.URGENT > Priority.LOW, Priority(2).name)

skus = Counter()
for o in orders:
    if o.status is not Status.CANCELLED:
        for line in o.lines:
            skus[line.sku] += line.qty
print(skus.most_common())

revenue = Money()
for o in orders:
    if o.status in (Status.PAID, Status.SHIPPED):
        revenue = revenue + o.total()
print("revenue", revenue, revenue > Money(1000), sorted([Money(5), Money(1), Money(3)]))

per_customer: Dict[str, Tuple[int, Money]] = {}
for o in orders:
    count, spent = per_customer.get(o.customer, (0, Money()))
    per_customer[o.customer] = (count + 1, spent + o.total())
for name in sorted(per_customer):
    count, spent = per_customer[name]
    print(name, count, str(spent))

snapshot = asdict(orders[2])
print(snapshot["status"], snapshot["lines"][0], snapshot["note"])
print(orders[2] == replace(orders[2], note="changed"), orders[2] != orders[0])
print(Status["PAID"], Status(3), list(Priority), Status.NEW.value)

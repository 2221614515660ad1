"""Library catalogue: abc hierarchy, enum states, dataclasses, bisect-indexed due dates, copy snapshots."""
from abc import ABC, abstractmethod
from enum import Enum, Flag, auto
from dataclasses import dataclass, field
from collections import defaultdict, Counter, deque
import bisect
import copy
import json


class Access(Flag):
    NONE = 0
    LEND = auto()
    RESERVE = auto()
    DIGITAL = auto()
    ALL = LEND | RESERVE | DIGITAL


class Status(Enum):
    AVAILABLE = "available"
    ON_LOAN = "on loan"
    RESERVED = "reserved"
    LOST = "lost"


class Item(ABC):
    loan_days = 14

    def __init__(self, item_id, title, year):
        self.item_id, self.title, self.year = item_id, title, year
        self.status = Status.AVAILABLE
        self.history = []

    @abstractmethod
    def access(self) -> Access:
        ...

    @abstractmethod
    def describe(self) -> str:
        ...

    def fine_per_day(self):
        return 25

    def __repr__(self):
        return f"<{type(self).__name__} {self.item_id} {self.title!r} {self.status.name}>"


class Book(Item):
    def __init__(self, item_id, title, year, author, pages):
        super().__init__(item_id, title, year)
        self.author, self.pages = author, pages

    def access(self):
        return Access.LEND | Access.RESERVE

    def describe(self):
        return f"{self.title} by {self.author} ({self.year}), {self.pages}p"


class DVD(Item):
    loan_days = 7

    def __init__(self, item_id, title, year, minutes):
        super().__init__(item_id, title, year)
        self.minutes = minutes

    def access(self):
        return Access.LEND

    def describe(self):
        return f"{self.title} [{self.minutes} min] ({self.year})"

    def fine_per_day(self):
        return 100


class EBook(Book):
    def access(self):
        return Access.DIGITAL | Access.RESERVE


class Broken(Item):
    def access(self):
        return Access.NONE


@dataclass(order=True)
class Loan:
    due: int
    item_id: str = field(compare=False)
    member: str = field(compare=False)


class Library:
    def __init__(self):
        self.items = {}
        self.loans = []
        self.reservations = defaultdict(deque)
        self.fines = Counter()
        self.day = 0

    def add(self, item):
        self.items[item.item_id] = item

    def checkout(self, item_id, member):
        it = self.items[item_id]
        if Access.LEND not in it.access():
            return f"{item_id}: not lendable ({it.access()})"
        q = self.reservations[item_id]
        if it.status is not Status.AVAILABLE and not (it.status is Status.RESERVED and q and q[0] == member):
            q.append(member) if member not in q else None
            return f"{item_id}: {it.status.value}; {member} queued at {list(q).index(member) + 1}"
        if q and q[0] == member:
            q.popleft()
        it.status = Status.ON_LOAN
        loan = Loan(self.day + it.loan_days, item_id, member)
        bisect.insort(self.loans, loan)
        it.history.append((self.day, member))
        return f"{item_id}: lent to {member}, due day {loan.due}"

    def checkin(self, item_id):
        idx = next(i for i, l in enumerate(self.loans) if l.item_id == item_id)
        loan = self.loans.pop(idx)
        late = max(0, self.day - loan.due)
        it = self.items[item_id]
        if late:
            self.fines[loan.member] += late * it.fine_per_day()
        q = self.reservations[item_id]
        it.status = Status.RESERVED if q else Status.AVAILABLE
        return f"{item_id}: returned by {loan.member}, {late} days late" + (f", held for {q[0]}" if q else "")

    def overdue(self):
        cut = bisect.bisect_left(self.loans, Loan(self.day, "", ""))
        return [(l.item_id, l.member, self.day - l.due) for l in self.loans[:cut]]


lib = Library()
for it in [Book("B1", "Dune", 1965, "Herbert", 412), Book("B2", "Emma", 1815, "Austen", 474),
           DVD("D1", "Alien", 1979, 117), DVD("D2", "Heat", 1995, 170), EBook("E1", "SICP", 1985, "Abelson", 657)]:
    lib.add(it)
try:
    Item("X", "abstract", 2000)
except TypeError as e:
    print("TypeError", e)
try:
    Broken("Z", "broken", 1)
except TypeError as e:
    print("TypeError", e)
for it in lib.items.values():
    print(it, "|", it.describe(), "|", it.access(), it.loan_days, it.fine_per_day())

events = [
    (0, "out", "B1", "ann"), (0, "out", "D1", "bob"), (1, "out", "B1", "cat"), (2, "out", "E1", "ann"),
    (3, "out", "D2", "cat"), (3, "out", "B1", "dan"), (9, "in", "D1"), (12, "in", "D2"), (12, "out", "D1", "ann"),
    (16, "in", "B1"), (17, "out", "B1", "dan"), (17, "out", "B1", "cat"), (18, "out", "B2", "bob"), (30, "in", "B1"),
]
snapshots = {}
for ev in events:
    lib.day = ev[0]
    if ev[1] == "out":
        msg = lib.checkout(ev[2], ev[3])
    else:
        msg = lib.checkin(ev[2])
    print(f"day {lib.day:>2}: {msg}")
    if lib.day in (3, 17):
        snapshots[lib.day] = copy.deepcopy({k: (v.status, list(v.history)) for k, v in lib.items.items()})
    print(f"         overdue={lib.overdue()} loans={[(l.item_id, l.due) for l in lib.loans]}")
print("fines", dict(sorted(lib.fines.items())), "total", sum(lib.fines.values()))
print("queues", {k: list(v) for k, v in sorted(lib.reservations.items()) if v})
for day, snap in sorted(snapshots.items()):
    print("snapshot", day, {k: (s.name, h) for k, (s, h) in sorted(snap.items())})
print("status counts", sorted(Counter(i.status.value for i in lib.items.values()).items()))
print("by type", sorted(Counter(type(i).__name__ for i in lib.items.values()).items()))
print("issubclass", issubclass(EBook, Book), issubclass(EBook, Item), isinstance(lib.items["E1"], DVD))
print("access checks", [(k, Access.LEND in v.access(), Access.DIGITAL in v.access()) for k, v in sorted(lib.items.items())])
print("flag algebra", Access.ALL & ~Access.LEND, Access(3), list(Access.ALL), bool(Access.NONE))
export = [
    {"id": i.item_id, "type": type(i).__name__, "title": i.title, "status": i.status.value,
     "loans": len(i.history), "flags": i.access().value}
    for i in sorted(lib.items.values(), key=lambda i: (i.year, i.item_id))
]
print(json.dumps(export, indent=1, sort_keys=True))
popular = max(lib.items.values(), key=lambda i: (len(i.history), i.item_id))
print("most borrowed", popular.title, popular.history)

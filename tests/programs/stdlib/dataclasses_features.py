from __future__ import annotations

import dataclasses
from dataclasses import (dataclass, field, fields, asdict, astuple, replace,
                         InitVar, KW_ONLY, make_dataclass, is_dataclass)
from typing import ClassVar


@dataclass
class Animal:
    name: str
    sound: str = "..."
    legs: int = 4
    count: ClassVar[int] = 0

    def speak(self):
        return "%s says %s" % (self.name, self.sound)


@dataclass
class Dog(Animal):
    sound: str = "woof"
    tricks: list = field(default_factory=list)


@dataclass
class Bird(Animal):
    legs: int = 2
    can_fly: bool = True


d = Dog("rex", tricks=["sit"])
b = Bird("tweety", "tweet")
print(d, b)
print(d.speak(), b.speak(), Animal("generic").speak())
print([f.name for f in fields(Dog)], [f.name for f in fields(Bird)])
print([(f.name, f.type) for f in fields(Animal)])
print(Animal.count, "count" in [f.name for f in fields(Animal)])
print(isinstance(d, Animal), d == Dog("rex", tricks=["sit"]), d == Animal("rex", "woof"))


@dataclass
class Account:
    owner: str
    _: KW_ONLY
    balance: float = 0.0
    currency: str = "EUR"
    history: list = field(default_factory=list, repr=False)

    def deposit(self, amount):
        self.balance += amount
        self.history.append(("deposit", amount))
        return self


acct = Account("ann", balance=10.0).deposit(5).deposit(2.5)
print(acct, acct.history, Account.__match_args__)
try:
    Account("bob", 5.0)
except TypeError as e:
    print("TypeError:", e)
try:
    Account()
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Config:
    host: str
    port: int = 80
    secret: InitVar[str] = None
    debug: bool = field(default=False, compare=False)
    tags: dict = field(default_factory=dict)

    def __post_init__(self, secret):
        self.masked = "*" * len(secret) if secret else ""


c = Config("example.org", 8080, "hunter2", tags={"env": "prod"})
print(c, c.masked, [f.name for f in fields(c)])
print(asdict(c), astuple(c))
c2 = replace(c, port=443, secret="abc")
print(c2, c2.masked, c == c2, c == replace(c2, port=8080, debug=True))


@dataclass(eq=False)
class Node:
    value: int
    children: list = field(default_factory=list)


n1, n2 = Node(1), Node(1)
print(n1 == n2, n1 == n1, len({n1, n2}), n1)


@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str
    note: str = field(default="", hash=False, compare=False)


keys = {Key(1, "x"): "first", Key(2, "y"): "second"}
print(keys[Key(1, "x", "different note")], hash(Key(1, "x")) == hash(Key(1, "x", "n")))


@dataclass
class Tree:
    label: str
    left: Tree = None
    right: Tree = None

    def depth(self):
        sub = [t.depth() for t in (self.left, self.right) if t is not None]
        return 1 + max(sub, default=0)


t = Tree("root", Tree("l", Tree("ll")), Tree("r"))
print(t.depth(), asdict(t)["left"], fields(Tree)[1].type)

Point3 = make_dataclass("Point3", [("x", int), ("y", int), ("z", int, field(default=0))])
p = Point3(1, 2)
print(p, astuple(p), is_dataclass(Point3), Point3.__name__)


@dataclass(slots=True)
class Pixel:
    x: int
    y: int
    color: str = "black"


px = Pixel(3, 4)
print(px, Pixel.__slots__, px.color)
try:
    px.alpha = 0.5
except AttributeError:
    print("AttributeError: slots prevent new attributes")

errors = []
try:
    @dataclass
    class Bad1:
        items: list = []
except ValueError as e:
    errors.append(str(e))
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
except TypeError as e:
    errors.append(str(e))
try:
    @dataclass(order=True, eq=False)
    class Bad3:
        a: int
except ValueError as e:
    errors.append(str(e))
try:
    field(default=1, default_factory=list)
except ValueError as e:
    errors.append(str(e))
try:
    fields(42)
except TypeError as e:
    errors.append(str(e))
try:
    asdict(Tree)
except TypeError as e:
    errors.append(str(e))
for line in errors:
    print(line)
print(dataclasses.MISSING is fields(Tree)[0].default, fields(Tree)[1].default)

# operator.itemgetter, attrgetter and methodcaller in data processing.
import operator
from operator import itemgetter, attrgetter, methodcaller

inventory = [
    ("apple", 3, 0.50, "fruit"),
    ("banana", 12, 0.25, "fruit"),
    ("carrot", 7, 0.10, "veg"),
    ("daikon", 1, 1.75, "veg"),
    ("eggplant", 3, 1.20, "veg"),
    ("fig", 12, 0.80, "fruit"),
]
print(sorted(inventory, key=itemgetter(1)))
print(sorted(inventory, key=itemgetter(3, 1, 0)))
print(sorted(inventory, key=itemgetter(2), reverse=True)[:3])
print(list(map(itemgetter(0), inventory)))
print(list(map(itemgetter(0, -1), inventory)))
print(itemgetter(slice(1, 3))(inventory[0]), itemgetter(-1)("xyz"), itemgetter("k", "j")({"j": 1, "k": 2}))
print(max(inventory, key=itemgetter(1, 2)), min(inventory, key=itemgetter(2)))
totals = {}
for row in inventory:
    totals[row[3]] = totals.get(row[3], 0) + row[1] * row[2]
print(sorted(totals.items(), key=itemgetter(1)))

class Address:
    def __init__(self, city, zipcode):
        self.city = city
        self.zipcode = zipcode

class Person:
    def __init__(self, name, age, city, zipcode):
        self.name = name
        self.age = age
        self.address = Address(city, zipcode)
    def greet(self, greeting="Hello", punctuation="!"):
        return "%s, %s%s" % (greeting, self.name, punctuation)
    def birthday(self, years=1):
        self.age += years
        return self.age
    def __repr__(self):
        return "Person(%s)" % self.name

people = [Person("Mia", 34, "Oslo", "0150"), Person("Ben", 25, "Bergen", "5003"),
          Person("Zoe", 41, "Oslo", "0151"), Person("Al", 25, "Alta", "9510")]
print(sorted(people, key=attrgetter("age")))
print(sorted(people, key=attrgetter("age", "name")))
print(sorted(people, key=attrgetter("address.city", "address.zipcode")))
print([attrgetter("name", "address.city")(p) for p in people])
print(list(map(methodcaller("greet"), people)))
print(list(map(methodcaller("greet", "Hi", punctuation="?"), people)))
print([methodcaller("birthday", years=2)(p) for p in people], [p.age for p in people])
print(list(map(methodcaller("strip", "*"), ["*a*", "**b", "c**"])), methodcaller("split", "-", 1)("a-b-c"))
print(list(map(methodcaller("count", "a"), ["banana", "apple", "kiwi"])))

print(repr(itemgetter(1)), repr(itemgetter(0, "a", -1)))
print(repr(attrgetter("name")), repr(attrgetter("a.b", "c")))
print(repr(methodcaller("greet")), repr(methodcaller("greet", "Hi", punctuation="?")))

for thunk in (lambda: itemgetter(), lambda: attrgetter(), lambda: attrgetter(5),
              lambda: methodcaller(), lambda: methodcaller(3),
              lambda: attrgetter("missing")(people[0]),
              lambda: attrgetter("address.planet")(people[0]),
              lambda: itemgetter(10)(inventory),
              lambda: itemgetter("x")({}),
              lambda: methodcaller("nope")(people[0])):
    try:
        thunk()
    except (TypeError, AttributeError, IndexError, KeyError) as e:
        print(type(e).__name__ + ":", e)

# Group-by style aggregation using the functional helpers.
import functools
by_type = {}
for row in sorted(inventory, key=itemgetter(3)):
    by_type.setdefault(row[3], []).append(row)
for kind, rows in by_type.items():
    qty = functools.reduce(operator.add, map(itemgetter(1), rows))
    value = sum(map(operator.mul, map(itemgetter(1), rows), map(itemgetter(2), rows)))
    print(kind, qty, round(value, 2), [r[0] for r in sorted(rows, key=itemgetter(2))])

# Matrix transposition and column selection.
matrix = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
cols = [list(map(itemgetter(c), matrix)) for c in range(4)]
print(cols)
print(list(map(itemgetter(0, 2), matrix)), list(map(operator.getitem, matrix, [3, 2, 1])))
print(sorted(matrix, key=itemgetter(1), reverse=True)[0], sum(map(itemgetter(-1), matrix)))

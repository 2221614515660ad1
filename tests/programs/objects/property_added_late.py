# A property (or other descriptor) added to a class after its instances'
# attribute was read and written in a hot loop: the descriptor must now win.


class Item:
    def __init__(self, price):
        self.price = price


def total(items):
    s = 0
    for it in items:
        s += it.price
    return s


def reprice(items, d):
    for it in items:
        it.price = it.price + d


items = [Item(i) for i in range(10)]
for _ in range(300):
    t = total(items)
print(t)
for _ in range(200):
    reprice(items, 1)
print(total(items))


def get_price(self):
    return self.__dict__["price"] * 100


def set_price(self, v):
    self.__dict__["price"] = v // 100


Item.price = property(get_price, set_price)
print(total(items))
reprice(items, 100)
print(total(items), items[0].__dict__)

# Read-only property: stores now fail at the same site.
Item.price = property(lambda self: -1)
print(total(items))
try:
    reprice(items, 1)
except AttributeError:
    print("AttributeError: no setter")

# Delete the property: the instance dict shows through again.
del Item.price
print(total(items))

# A non-data descriptor (plain function as class attr) does NOT win over
# instance attributes.
Item.price = lambda self: 0
print(total(items))


# The same in a single hot loop: the property appears mid-loop.
class P:
    def __init__(self):
        self.v = 1


p = P()
acc = 0
for i in range(1000):
    acc += p.v
    if i == 600:
        P.v = property(lambda self: 1000)
print(acc)
del P.v
print(p.v)

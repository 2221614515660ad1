# An inventory simulation: items, warehouses and orders as objects, with
# restocking, order filling, per-class counters and attribute updates in loops.


class Item:
    count = 0

    def __init__(self, sku, price, qty):
        Item.count += 1
        self.sku = sku
        self.price = price
        self.qty = qty
        self.sold = 0

    def value(self):
        return self.price * self.qty


class Perishable(Item):
    def __init__(self, sku, price, qty, life):
        super().__init__(sku, price, qty)
        self.life = life
        self.spoiled = 0

    def age(self):
        self.life -= 1
        if self.life <= 0:
            self.spoiled += self.qty
            self.qty = 0
            self.life = 10

    def value(self):
        return super().value() // 2


class Warehouse:
    def __init__(self, name):
        self.name = name
        self.items = {}
        self.log = []

    def add(self, item):
        self.items[item.sku] = item

    def fill(self, sku, n):
        it = self.items.get(sku)
        if it is None:
            self.log.append("missing " + sku)
            return 0
        got = min(n, it.qty)
        it.qty -= got
        it.sold += got
        return got * it.price

    def restock(self, threshold, amount):
        n = 0
        for it in self.items.values():
            if it.qty < threshold:
                it.qty += amount
                n += 1
        return n

    def tick(self):
        for it in self.items.values():
            if isinstance(it, Perishable):
                it.age()


wh = Warehouse("main")
for i in range(12):
    sku = "s%02d" % i
    if i % 3 == 0:
        wh.add(Perishable(sku, 5 + i, 20, 4 + i % 5))
    else:
        wh.add(Item(sku, 10 + i, 30))

revenue = 0
restocks = 0
for day in range(400):
    sku = "s%02d" % ((day * 7) % 14)
    revenue += wh.fill(sku, day % 9 + 1)
    if day % 5 == 0:
        restocks += wh.restock(5, 25)
    if day % 3 == 0:
        wh.tick()
print(revenue, restocks, Item.count, len(wh.log), wh.log[:2])
print([(s, it.qty, it.sold) for s, it in sorted(wh.items.items())][:6])
print(sum(it.value() for it in wh.items.values()))
print(sum(it.spoiled for it in wh.items.values() if isinstance(it, Perishable)))
best = max(wh.items.values(), key=lambda it: it.sold * it.price)
print(best.sku, best.sold, type(best).__name__)

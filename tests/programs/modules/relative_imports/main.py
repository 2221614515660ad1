# Relative imports at one, two and three levels, and one level too many.
import shop.cart.pricing.rules as rules
from shop.cart import Item
from shop import cart

items = [Item("pen", 150, 4), Item("book", 1299), Item("lamp", 2450, 2)]
print(items)
for kind in ("none", "member", "bulk"):
    print(rules.explain(items, kind))

# The same Item class whichever way it was reached.
print(Item is cart.item.Item is rules.Item, rules.T, rules.discounts.__name__)
print(rules.__package__, cart.__package__, cart.item.__package__)

# Hot: pricing many carts.
acc = 0
for n in range(1, 400):
    basket = [Item("x", n * 7 % 500 + 1, n % 3 + 1), Item("y", n % 97 + 5)]
    acc += rules.price(basket, "bulk" if n % 2 else "member")
# `import a.b.c as x` binds only x.
try:
    print(shop)
except NameError as e:
    print("NameError:", e)
import shop
print("sum of 399 carts:", shop.util.money(acc))

try:
    import shop.cart.pricing.too_far
except ImportError as e:
    print(type(e).__name__ + ":", e)
import sys
print("too_far loaded?", "shop.cart.pricing.too_far" in sys.modules)
try:
    rules.price([1], "bulk")
except TypeError as e:
    print("TypeError:", e)

import sys
import customers

STARTED_WITH = sorted(n for n in ("orders", "customers") if n in sys.modules)

ALL = []


class Order:
    count = 0

    def __init__(self, customer, item, qty):
        self.customer = customer
        self.item = item
        self.qty = qty
        Order.count += 1

    def price(self):
        import customers
        base = {"widget": 3, "gadget": 7, "gizmo": 11}[self.item] * self.qty
        return base - base * customers.discount_for(self.customer) // 100

    def describe(self):
        return "%s x%d for %s = %d" % (self.item, self.qty, self.customer.name, self.price())


def create(customer, item, qty):
    order = Order(customer, item, qty)
    ALL.append(order)
    return order


def biggest():
    return max(ALL, key=lambda o: (o.price(), -ALL.index(o)))


def by_customer_name(name):
    from customers import REGISTRY
    customer = REGISTRY[name]
    return [o.qty for o in ALL if o.customer is customer]


def loaded_modules():
    return ["customers" in sys.modules, "orders" in sys.modules]

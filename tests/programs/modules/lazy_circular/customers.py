import orders

PARTIAL_ORDERS = hasattr(orders, "create")
REGISTRY = {}


class Customer:
    def __init__(self, name):
        self.name = name
        self.orders = []
        REGISTRY[name] = self

    def place(self, item, qty):
        from orders import create
        self.orders.append(create(self, item, qty))

    def total(self):
        return sum(o.price() for o in self.orders)


def discount_for(customer):
    return 10 if len(customer.orders) > 50 else 0


def ranking():
    return [(c.name, c.total()) for c in sorted(REGISTRY.values(), key=lambda c: -c.total())]


def partner_module():
    import orders
    return orders.__name__ + ":" + str(len(orders.ALL))

from .states import REGISTRY


class InvalidAction(Exception):
    pass


class Machine:
    def __init__(self, prices, stock):
        self.prices = dict(prices)
        self.stock = dict(stock)
        self.state = REGISTRY["idle"]
        self.selected = None
        self.paid = self.till = self.refunded = self.rejected = self.change_given = 0
        self.sales = {}
        self.log = []
        self.transitions = {}

    def send(self, action, arg=None):
        before = self.state.name
        after = self.state.on(self, action, arg)
        self.state = REGISTRY[after]
        key = (before, after)
        self.transitions[key] = self.transitions.get(key, 0) + 1
        return after

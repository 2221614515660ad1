from . import state
from .base import State

COINS = (5, 10, 20, 50, 100)


@state("paying")
class Paying(State):
    def do_coin(self, machine, value):
        if value not in COINS:
            machine.rejected += value
            return "paying"
        machine.paid += value
        return "vending" if machine.paid >= machine.prices[machine.selected] else "paying"

    def do_cancel(self, machine, arg):
        machine.refunded += machine.paid
        machine.paid = 0
        machine.selected = None
        return "idle"

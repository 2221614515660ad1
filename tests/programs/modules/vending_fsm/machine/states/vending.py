from . import state
from .base import State


@state("vending")
class Vending(State):
    def do_dispense(self, machine, arg):
        item = machine.selected
        change = machine.paid - machine.prices[item]
        machine.stock[item] -= 1
        machine.sales[item] = machine.sales.get(item, 0) + 1
        machine.till += machine.prices[item]
        machine.change_given += change
        machine.selected = None
        machine.paid = 0
        return "idle"

from . import state
from .base import State


@state("idle")
class Idle(State):
    def do_select(self, machine, item):
        if item not in machine.prices:
            machine.log.append(f"unknown item {item}")
            return "idle"
        if machine.stock[item] == 0:
            machine.log.append(f"{item} sold out")
            return "idle"
        machine.selected = item
        machine.paid = 0
        return "paying"

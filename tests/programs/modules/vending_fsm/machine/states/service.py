from . import state
from .base import State


@state("service")
class Service(State):
    def do_restock(self, machine, amount):
        for item in machine.stock:
            machine.stock[item] += amount
        return "service"

    def do_done(self, machine, arg):
        return "idle"

    def do_service(self, machine, arg):
        return "service"

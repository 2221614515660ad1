class State:
    name = "?"

    def on(self, machine, action, arg):
        handler = getattr(self, "do_" + action, None)
        if handler is None:
            from ..core import InvalidAction
            raise InvalidAction(f"{action!r} not allowed in state {self.name!r}")
        return handler(machine, arg)

    def do_service(self, machine, arg):
        machine.log.append(f"service mode from {self.name}")
        return "service"

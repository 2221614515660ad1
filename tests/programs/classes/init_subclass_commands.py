# __init_subclass__ building a command registry, with inherited hooks, super().__init_subclass__() and per-class state.
class Command:
    registry = {}
    aliases = {}

    def __init_subclass__(cls):
        super().__init_subclass__()
        name = cls.__name__.lower()
        if name.endswith("command"):
            name = name[: -len("command")]
        cls.command_name = name
        Command.registry[name] = cls
        for alias in getattr(cls, "ALIASES", ()):
            Command.aliases[alias] = name

    @classmethod
    def lookup(cls, word):
        word = cls.aliases.get(word, word)
        return cls.registry.get(word)

    def __init__(self, args):
        self.args = args

    def run(self, state):
        raise NotImplementedError(self.command_name)


class PushCommand(Command):
    ALIASES = ("p",)

    def run(self, state):
        state.append(int(self.args[0]))


class AddCommand(Command):
    ALIASES = ("+",)

    def run(self, state):
        state.append(state.pop() + state.pop())


class MulCommand(Command):
    ALIASES = ("*",)

    def run(self, state):
        state.append(state.pop() * state.pop())


class DupCommand(Command):
    def run(self, state):
        state.append(state[-1])


class Audited(Command):
    audit_log = []

    def __init_subclass__(cls):
        super().__init_subclass__()
        Audited.audit_log.append(cls.command_name)


class DropCommand(Audited):
    def run(self, state):
        state.pop()


class SwapCommand(Audited):
    ALIASES = ("s",)

    def run(self, state):
        state[-1], state[-2] = state[-2], state[-1]


print(sorted(Command.registry), sorted(Command.aliases.items()))
print(Audited.audit_log, SwapCommand.command_name, Audited.command_name)


def execute(program):
    state = []
    for line in program.split(";"):
        parts = line.split()
        cls = Command.lookup(parts[0])
        if cls is None:
            raise KeyError(parts[0])
        cls(parts[1:]).run(state)
    return state


results = []
for i in range(200):
    prog = "p %d; p %d; + ; dup; * ; p 3; s; drop" % (i, i % 7)
    results.append(execute(prog)[0])
print(results[:6], sum(results))
print(execute("push 2; push 5; swap; dup; mul; add"))
try:
    execute("p 1; pop")
except KeyError as e:
    print("unknown command", e)
try:
    Audited([]).run([])
except NotImplementedError as e:
    print("abstract:", e)


class Base:
    def __init_subclass__(cls):
        cls.depth = len(cls.__mro__) - 2


class A(Base):
    pass


class B(A):
    pass


print(A.depth, B.depth, hasattr(Base, "depth"))

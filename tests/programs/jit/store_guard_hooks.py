# A shape is shared by every class whose instances add the same attributes in the
# same order: a compiled store specialised on one class's shape must still call
# another class's __setattr__ when an instance of it arrives with that shape, or
# when a class gains a __setattr__ after the store was compiled.


class Plain:
    def __init__(self):
        self.a = 1

    def bump(self, i):
        self.a = i
        return self.a


class Hooked:
    def __init__(self):
        object.__setattr__(self, "a", 1)

    def __setattr__(self, name, value):
        print("Hooked.__setattr__", name, value)
        object.__setattr__(self, name, value * 10)

    def bump(self, i):
        self.a = i
        return self.a


class Later:
    def __init__(self):
        self.a = 1


def store(o, i):
    o.a = i


def drive(objs, n):
    total = 0
    for i in range(n):
        o = objs[i % len(objs)]
        store(o, i)
        total += o.a
    return total


def dispatch(objs, n):
    total = 0
    for i in range(n):
        total += objs[i % len(objs)].bump(i)
    return total


def main():
    for i in range(3000):
        store(Plain(), i)
    print("plain", drive([Plain(), Plain()], 3000))
    h = Hooked()
    store(h, 5)
    print("hooked", h.a)
    print("mixed", drive([Plain(), h], 6))
    print("dispatch", dispatch([Plain(), Plain()], 3000))
    print("dispatch+hooked", dispatch([Plain(), Hooked()], 4))
    late = Later()
    print("later", drive([Later(), late], 3000))

    def loud(self, name, value):
        print("Later.__setattr__", name, value)
        object.__setattr__(self, name, -value)

    Later.__setattr__ = loud
    print("later+hook", drive([Later.__new__(Later), late], 4), late.a)


main()

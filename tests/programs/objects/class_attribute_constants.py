# Class attributes read through a known class compiled as constants behind a
# class-version guard: reassigned, deleted (falling back to a base), shadowed in a
# subclass after compilation, and class attributes that are functions or
# descriptors (which are not plain constants).


class Packet:
    WORK = 0
    DEVICE = 1
    names = ["work", "device"]


class Urgent(Packet):
    pass


class Kinds:
    @staticmethod
    def label(k):
        return "kind-%d" % k

    @classmethod
    def make(cls, k):
        return (cls.__name__, k)

    def plain(k):
        return k * 2


def count(n):
    t = 0
    for i in range(n):
        if i % 2 == Packet.WORK:
            t += 1
        t += Urgent.DEVICE + len(Urgent.names)
    return t


print(count(3000))
Packet.WORK = 1
print(count(3000))
Urgent.DEVICE = 5
print(count(3000))
Packet.names = []
print(count(3000))
del Urgent.DEVICE
print(count(3000))
Packet.DEVICE = 7
print(count(3000))


def use_kinds(n):
    out = []
    for i in range(n):
        out.append((Kinds.label(i), Kinds.make(i), Kinds.plain(i)))
    return out[-1]


print(use_kinds(2000))
Kinds.plain = staticmethod(lambda k: -k)
print(use_kinds(2000))


class Config:
    limit = 10


def limited(n):
    hits = 0
    for i in range(n):
        if i < Config.limit:
            hits += 1
        if i == n // 2:
            Config.limit = 1000
    return hits


print(limited(4000), Config.limit)

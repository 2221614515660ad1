# dir() of instances and classes of user classes, and a class's own __dir__.
class Base:
    kind = "base"
    def hello(self):
        return 1
class C(Base):
    def __init__(self):
        self.a = 1
        self._b = 2
    def method(self):
        pass
    @property
    def prop(self):
        return 3
    @staticmethod
    def st():
        pass
class Eq:
    def __eq__(self, o):
        return True
c = C()
print(dir(c))
print(dir(C))
print([n for n in dir(c) if not n.startswith("_")])
print(dir(Eq()))
class D:
    def __dir__(self):
        return ["z", "a"]
print(dir(D()))
print(dir(object()) == dir(object()))

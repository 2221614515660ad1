class T:
    __count = 0
    def __init__(self):
        self.__d = 4
        T.__count += 1
    def __secret(self):
        return self.__d * 2
    def reveal(self):
        return self.__secret(), self._T__d, T._T__count
class U(T):
    def __init__(self):
        super().__init__()
        self.__d = 5
t = T(); u = U()
print(sorted(vars(t).items()), sorted(vars(u).items()), t.reveal(), u.reveal(), hasattr(t, "__d"), hasattr(T, "_T__secret"))
class __Hidden:
    def m(self):
        self.__x = 1
        return vars(self)
print(__Hidden().m())
class _Q:
    __slots__ = ()
    def f(self): return "__notmangled__"
print(_Q().f())

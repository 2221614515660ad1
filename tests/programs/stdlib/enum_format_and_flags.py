# Edge cases: each line evaluates one expression and prints its repr (or the exception it raises).
import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, StrEnum
class C(Enum):
    A = 1
    B = 2
class I(IntEnum):
    X = 1
    Y = 2
class F(Flag):
    R = 1
    W = 2
    X = 4
class IF(IntFlag):
    R = 1
    W = 2
class S(StrEnum):
    A = "a"

def t(src, f):
    try:
        r = f()
        print(src, '=>', repr(r))
    except Exception as e:
        print(src, '=>', type(e).__name__, e)

t('str(C.A)', lambda: (str(C.A)))
t('format(C.A)', lambda: (format(C.A)))
t('f"{C.A}"', lambda: (f"{C.A}"))
t('str(I.X)', lambda: (str(I.X)))
t('format(I.X)', lambda: (format(I.X)))
t('f"{I.X:>5}"', lambda: (f"{I.X:>5}"))
t('repr(I.X)', lambda: (repr(I.X)))
t('str(F.R|F.W)', lambda: (str(F.R|F.W)))
t('repr(F.R|F.W)', lambda: (repr(F.R|F.W)))
t('repr(F(0))', lambda: (repr(F(0))))
t('str(F(0))', lambda: (str(F(0))))
t('repr(IF.R|IF.W)', lambda: (repr(IF.R|IF.W)))
t('str(IF.R|IF.W)', lambda: (str(IF.R|IF.W)))
t('IF(8)', lambda: (IF(8)))
t('repr(IF(9))', lambda: (repr(IF(9))))
t('F(8)', lambda: (F(8)))
t('repr(~F.R)', lambda: (repr(~F.R)))
t('list(F)', lambda: (list(F)))
t('C.A.__class__', lambda: (C.A.__class__))
t('C._member_names_', lambda: (C._member_names_))
t('list(C.__members__.items())', lambda: (list(C.__members__.items())))
t('C(C.A)', lambda: (C(C.A)))
t('hash(C.A) == hash("A")', lambda: (hash(C.A) == hash("A")))
t('sorted(I)', lambda: (sorted(I)))
t('I.X | 4', lambda: (I.X | 4))
t('I.X << 3', lambda: (I.X << 3))
t('S.A + "b"', lambda: (S.A + "b"))
t('repr(S.A)', lambda: (repr(S.A)))
t('str(S.A)', lambda: (str(S.A)))
t('len(F.R|F.X)', lambda: (len(F.R|F.X)))
t('F(3).name', lambda: (F(3).name))
t('F(7).name', lambda: (F(7).name))
t('F(0).name', lambda: (F(0).name))
t('[m for m in F(5)]', lambda: ([m for m in F(5)]))
t('IF.R + 1', lambda: (IF.R + 1))
t('IF.R & 3', lambda: (IF.R & 3))
t('type(IF.R & 3)', lambda: (type(IF.R & 3)))
t('type(I.X + 1)', lambda: (type(I.X + 1)))
t('C.A < C.B', lambda: (C.A < C.B))
t('I("2")', lambda: (I("2")))
t('F["R"]', lambda: (F["R"]))
t('F(-1)', lambda: (F(-1)))
t('IF(-1)', lambda: (IF(-1)))
t('~IF.R', lambda: (~IF.R))
t('~IF(0)', lambda: (~IF(0)))
t('F.R ^ F.W', lambda: (F.R ^ F.W))
t('F.R & F.W', lambda: (F.R & F.W))
t('IF.R | 8', lambda: (IF.R | 8))
t('repr(F.X | F.R)', lambda: (repr(F.X | F.R)))
t('C.A.__hash__() == hash(C.A)', lambda: (C.A.__hash__() == hash(C.A)))
t('C.B._value_', lambda: (C.B._value_))
t('C.B._name_', lambda: (C.B._name_))
t('len(C.__members__)', lambda: (len(C.__members__)))
t('list(reversed(C))', lambda: (list(reversed(C))))
t('C.A in C', lambda: (C.A in C))
t('I.X == 1.0', lambda: (I.X == 1.0))
t('I.X in {1: 2}', lambda: (I.X in {1: 2}))
t('f"{S.A!r}"', lambda: (f"{S.A!r}"))
t('"%s %d" % (I.X, I.Y)', lambda: ("%s %d" % (I.X, I.Y)))
t('"{}".format(F.R)', lambda: ("{}".format(F.R)))
t('"{:d}".format(IF.W)', lambda: ("{:d}".format(IF.W)))
t('int(F.R.value)', lambda: (int(F.R.value)))
t('F.R.__class__.__name__', lambda: (F.R.__class__.__name__))
t('IF(3).name', lambda: (IF(3).name))
t('IntFlag("Dyn", "A B C").C.value', lambda: (IntFlag("Dyn", "A B C").C.value))
t('Enum("Dyn", "A B").B.value', lambda: (Enum("Dyn", "A B").B.value))
t('Enum("Dyn", {"Q": 7}).Q', lambda: (Enum("Dyn", {"Q": 7}).Q))
t('IntEnum("N", [("A", 5)]).A + 1', lambda: (IntEnum("N", [("A", 5)]).A + 1))
t('Flag("FF", "A B C")(7)', lambda: (Flag("FF", "A B C")(7)))
t('F._missing_(3) if hasattr(F, "_missing_") else None', lambda: (F._missing_(3) if hasattr(F, "_missing_") else None))
t('C.A.name.lower()', lambda: (C.A.name.lower()))

import enum
class C(enum.Enum):
    A = 1
for f in [lambda: setattr(C, 'A', 2), lambda: delattr(C, 'A')]:
    try: f()
    except Exception as e: print(type(e).__name__, e)
C.x = 5; print(C.x); del C.x; print(hasattr(C, 'x'))
from dataclasses import dataclass, FrozenInstanceError, replace, field
@dataclass(frozen=True)
class P:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
    def __post_init__(self):
        object.__setattr__(self, 'y', self.y + 1)
p = P(1); print(p, hash(P(1, 2, ())) == hash((1, 3, ())))
for f in [lambda: setattr(p, 'x', 2), lambda: delattr(p, 'x'), lambda: setattr(p, 'z', 2)]:
    try: f()
    except FrozenInstanceError as e: print(type(e).__name__, e, isinstance(e, AttributeError))
print(replace(p, x=7), {P(1, 1, ()): 'a'}[P(1, 1, ())] if False else 'skip')
@dataclass
class Q:
    a: int
try:
    @dataclass(frozen=True)
    class R(Q):
        b: int
except TypeError as e: print(e)
@dataclass(frozen=True)
class S(P):
    z: int = 9
s = S(2); print(s)
try: s.z = 1
except FrozenInstanceError as e: print(e)
total = 0
for i in range(2000):
    q = P(i)
    total += q.x + q.y
print(total)

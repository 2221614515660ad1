# AttributeError wording for stores to builtin objects' methods and data attributes,
# deleting an unset __slots__ member, and deleting a missing class attribute.

try:
    [].append = 1
except AttributeError as e:
    print(e)
try:
    (1).real = 2
except AttributeError as e:
    print(e)
try:
    "s".upper = 1
except AttributeError as e:
    print(e)
class S:
    __slots__ = ("x", "y")
s = S()
s.y = 1
del s.y
try:
    del s.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    s.y
except AttributeError as e:
    print("AttributeError:", e)
try:
    s.w = 3
except AttributeError as e:
    print("AttributeError:", e)
class Counter:
    pass
try:
    del Counter.nope
except AttributeError as e:
    print("AttributeError:", e)
try:
    Counter.nope
except AttributeError as e:
    print("AttributeError:", e)

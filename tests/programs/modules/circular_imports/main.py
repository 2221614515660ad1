# A circular import that works (names used only at call time) and one that fails
# (a from-import of a name the partially initialized module has not defined yet).
import sys
import alpha
import beta

print(alpha.is_even(10), alpha.is_even(7), beta.is_odd(7), beta.partner())
count = 0
for i in range(600):
    if alpha.is_even(i % 40):
        count += 1
print("evens:", count)

import pkg
print(pkg.left.depth(9), pkg.right.depth(12), pkg.left.right is pkg.right)

BASE = __file__.rsplit("/", 1)[0]
try:
    import first
except ImportError as e:
    print(type(e).__name__ + ":", str(e).replace(BASE, "DIR"))
print("left behind:", "first" in sys.modules, "second" in sys.modules)
# Importing the other one first fails the other way round: second runs first, which
# finds second partially initialized, without VALUE.
try:
    import second
except AttributeError as e:
    print("again:", type(e).__name__, "VALUE" in str(e))
print("left behind:", "first" in sys.modules, "second" in sys.modules)

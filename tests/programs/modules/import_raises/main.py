# An exception raised while an imported module runs propagates to the importer; the
# half-run module leaves sys.modules, so importing it again runs its body again.
import sys
import state

for round_ in range(1, 5):
    try:
        import flaky
    except RuntimeError as e:
        print("round", round_, "caught:", e, "| in sys.modules:", "flaky" in sys.modules)
    else:
        print("round", round_, "imported: ready =", flaky.ready, "table[9] =", flaky.table[9])
print("attempts:", state.attempts)

for _ in range(2):
    try:
        import divides
        print("divides.LIMIT =", divides.LIMIT)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)

try:
    import own_error
except Exception as e:
    print(type(e).__name__, type(e).__module__, e)
    print("class from a module that failed:", e.__class__.__name__, isinstance(e, Exception))
print("own_error loaded:", "own_error" in sys.modules)

try:
    import pkg.bad
except KeyError as e:
    print("KeyError:", e)
import pkg
print("pkg loaded:", "pkg" in sys.modules, pkg.loaded, "| pkg.bad:", "pkg.bad" in sys.modules,
      hasattr(pkg, "bad"))
from pkg import bad
print("second try:", bad.VALUE, pkg.bad is bad)

# A package whose __init__ fails leaves, but the submodule it imported stays.
try:
    import badpkg
except ValueError as e:
    print("ValueError:", e)
print("badpkg:", "badpkg" in sys.modules, "badpkg.part:", "badpkg.part" in sys.modules,
      sys.modules["badpkg.part"].P)

# The exception escapes a function of an imported module too.
total = 0
for i in range(1000):
    try:
        total += state.attempt("loop") if i % 7 else 1 // 0
    except ZeroDivisionError:
        total -= 1
print("total:", total, state.attempts["loop"])
sys.exit(len(state.attempts))

# SystemExit raised inside imported modules: from a function (caught, with a finally
# block on the way), during an import (caught; the module is not kept), and finally
# uncaught during an import, which ends the program: message on stderr, status 1.
import sys
import quitter

for code in (0, 3, None, "text"):
    try:
        quitter.stop(code)
    except SystemExit as e:
        print("caught SystemExit:", repr(e.code), "stops:", quitter.stops)

try:
    import early
except SystemExit as e:
    print("caught during import:", e.code, "| early in sys.modules:", "early" in sys.modules)

print("importing it again, uncaught:")
import early
print("never printed")

# CPython's messages for imports that fail, with the program's directory stripped.
import sys

BASE = __file__.rsplit("/", 1)[0]


def attempt(label, fn):
    try:
        fn()
    except ImportError as e:
        text = str(e).replace(BASE, "DIR")
        kind = type(e).__name__
        sub = isinstance(e, ModuleNotFoundError)
        print(f"{label:<22} {kind} (MNFE={sub}): {text}")
    except AttributeError as e:
        print(f"{label:<22} AttributeError: {e}")
    else:
        print(f"{label:<22} ok")


def imp_missing():
    import no_such_module


def imp_missing_dotted():
    import no_such_pkg.sub


def imp_not_package():
    import plain.helper


def imp_missing_sub():
    import kit.drill


def from_missing_name():
    from plain import missing_name


def from_pkg_missing():
    from kit import drill


def from_missing_sub_name():
    from kit.saw import rip


def from_missing_module():
    from kit.drill import bit


def relative_in_main():
    from . import plain


def attr_missing():
    import plain
    plain.not_there


def from_builtin_missing():
    from sys import no_such_name


def imp_builtin_not_package():
    import sys.path


def rel_missing_module():
    import kit.rel_missing_module


def rel_missing_name():
    import kit.rel_missing_name


def rel_too_far():
    import kit.rel_too_far


def ok_sub():
    from kit import saw
    print("  saw.cut(9) =", saw.cut(9))


for label, fn in [("missing module", imp_missing), ("missing package", imp_missing_dotted),
                  ("not a package", imp_not_package), ("missing submodule", imp_missing_sub),
                  ("from: missing name", from_missing_name), ("from pkg: missing", from_pkg_missing),
                  ("from sub: missing", from_missing_sub_name), ("from missing module", from_missing_module),
                  ("relative in main", relative_in_main), ("missing attribute", attr_missing),
                  ("from sys: missing", from_builtin_missing),
                  ("relative: no module", rel_missing_module), ("relative: no name", rel_missing_name),
                  ("relative: too far", rel_too_far),
                  ("sys not a package", imp_builtin_not_package), ("real submodule", ok_sub)]:
    attempt(label, fn)

print(issubclass(ModuleNotFoundError, ImportError), ModuleNotFoundError.__mro__[1].__name__)
print(sorted(n for n in ("plain", "kit", "kit.saw", "kit.drill", "kit.rel_missing_name", "no_such_module") if n in sys.modules))

# Failed lookups in a loop, in a function (the failure path gets hot too).
def lookups(n):
    fails = 0
    found = 0
    for i in range(n):
        try:
            if i % 3 == 0:
                import no_such_module
            elif i % 3 == 1:
                from plain import no_such_name
            else:
                from plain import CONST
                found += CONST
        except ModuleNotFoundError:
            fails += 1
        except ImportError:
            fails += 1000
    return fails, found


print("fails, found:", lookups(300))

# An uncaught one ends the program with CPython's last line and status 1.
import kit.drill

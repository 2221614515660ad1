# sys's values, the recursion limit (compiled frames included) and SystemExit.
import sys
from sys import maxsize, getrecursionlimit, setrecursionlimit

print(maxsize == 2**63 - 1, sys.maxsize + 1, type(sys.maxsize).__name__)
print(sys.platform, sys.byteorder, sys.version.startswith("3.11"))
print(getrecursionlimit())


def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)


setrecursionlimit(4000)
print(sys.getrecursionlimit(), depth(3500))
try:
    depth(5000)
except RecursionError as e:
    print("RecursionError", e)
setrecursionlimit(1000)
try:
    depth(1500)
except RecursionError:
    print("limit lowered again")
for bad in (0, -1, 2.5, "10"):
    try:
        setrecursionlimit(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


def stop(code):
    try:
        if code == "none":
            sys.exit()
        sys.exit(code)
    except SystemExit as e:
        return e.code, e.args


for code in ("none", 0, 3, "message", (1, 2), None):
    print(stop(code))


class Done(SystemExit):
    pass


try:
    raise Done(9)
except SystemExit as e:
    print(type(e).__name__, e.code, isinstance(e, BaseException), isinstance(e, Exception))
try:
    exit(2)
except SystemExit as e:
    print("exit()", e.code)
try:
    quit()
except SystemExit as e:
    print("quit()", e.code, e.args)
for call in (lambda: exit((1, 2)), lambda: exit(None), lambda: sys.exit([5])):
    try:
        call()
    except SystemExit as e:
        print(e.code, e.args)
print("end")
sys.exit(4)

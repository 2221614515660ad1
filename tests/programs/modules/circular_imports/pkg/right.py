# pkg.left is still running (and not yet an attribute of pkg): found in sys.modules.
from . import left


def depth(n):
    return 0 if n == 0 else 1 + left.depth(n - 1)

from . import right


def depth(n):
    return 0 if n == 0 else 1 + right.depth(n - 1)

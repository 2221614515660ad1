# A generator suspended inside an except clause (or a finally run for an exception)
# still handles its own exception when it resumes: a bare `raise` re-raises it, and
# what it raises there gets it as __context__. The caller's handled exception is
# neither lost nor borrowed.


def inside_except():
    try:
        raise ValueError("gen's own")
    except ValueError:
        yield 1
        try:
            raise
        except ValueError as e:
            yield "reraised " + repr(e)
        yield 2


def chained():
    try:
        raise KeyError("first")
    except KeyError:
        yield "suspended"
        raise RuntimeError("second")


def in_finally():
    try:
        try:
            raise TypeError("in finally")
        finally:
            yield "finally"
    except TypeError as e:
        yield "caught " + str(e)


def nested(depth):
    try:
        raise IndexError(depth)
    except IndexError as outer:
        if depth > 0:
            yield from nested(depth - 1)
        yield ("back at", depth, outer.args[0])
        try:
            raise
        except IndexError as again:
            yield ("still", again.args[0])


def consume(gen):
    out = []
    try:
        raise OSError("caller's")
    except OSError:
        for v in gen:
            out.append(v)
        try:
            raise
        except OSError as e:
            out.append("caller kept " + str(e))
    return out


for round in range(3):
    print(consume(inside_except()))
    g = chained()
    print(next(g))
    try:
        next(g)
    except RuntimeError as e:
        print(type(e).__name__, e, "context:", repr(e.__context__))
    print(list(in_finally()))
    print(consume(nested(3)))

# Many generators suspended inside handlers at once, resumed in another order.
gens = [inside_except() for _ in range(5)]
firsts = [next(g) for g in gens]
seconds = [next(g) for g in reversed(gens)]
print(firsts, seconds[0], len(seconds))

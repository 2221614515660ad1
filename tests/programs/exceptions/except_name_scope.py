# `except E as name` binds name in the enclosing scope: a function's local (unbound
# after the clause), never the module's global of the same name.
e = "global e"
err = "global err"


def local_binding():
    try:
        raise ValueError("inner")
    except ValueError as e:
        seen = str(e)
    try:
        return seen, e
    except UnboundLocalError as err:
        return seen, type(err).__name__


def rebinds_after(n):
    results = []
    for i in range(n):
        try:
            if i % 3 == 0:
                raise KeyError(i)
            e = i * 2
            results.append(e)
        except KeyError as e:
            results.append(("caught", repr(e)))
        try:
            results.append(e)
        except UnboundLocalError:
            results.append("unbound")
    return results


class Holder:
    try:
        raise TypeError("in class body")
    except TypeError as problem:
        note = str(problem)
    has_problem = "problem" in locals()


for _ in range(3):
    print(local_binding())
print(rebinds_after(7))
print(e, "/", err)
print(Holder.note, Holder.has_problem)

# Type inference over a loop whose local changes from int to float must reach its
# fixpoint (the compiler hung).


def f(n):
    x = 0
    for i in range(n):
        x = x + 0.0
    return x // 2


print(f(3), f(0))


def g(n):
    x = 0
    for i in range(n):
        x = x + 1
        if i > 2000:
            x = x + 0.5
    return x


print(g(3000))


def h(n):
    x = 0
    y = 0.0
    for i in range(n):
        x, y = y, x + 1
        if x is None:
            x = y
    return x, y


print(h(7), h(3000))

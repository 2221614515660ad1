def f():
    pass
f() = 1

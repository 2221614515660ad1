def f():
    pass
if f() = 1:
    pass

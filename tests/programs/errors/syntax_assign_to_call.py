def f():
    return 1
f() = 2

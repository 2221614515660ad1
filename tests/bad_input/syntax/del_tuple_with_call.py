x = 1
def f():
    pass
del (x, f())

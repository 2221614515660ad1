@
def f():
    pass

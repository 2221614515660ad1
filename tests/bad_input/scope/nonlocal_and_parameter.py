def f():
    x = 1
    def g(x):
        nonlocal x

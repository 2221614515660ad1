def f(a):
    pass
args = [1, 2, 3]
f(*args)

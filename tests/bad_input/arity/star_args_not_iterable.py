def f(*a):
    pass
f(*5)

def f(a):
    pass
kw = {'a': 1, 'b': 2}
f(**kw)

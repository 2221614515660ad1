def f():
    pass
for f() in [1]:
    pass

def f():
    pass
print(f[0])

def f():
    a = 1
    return vars()
print(f())

def f():
    return missing
f()

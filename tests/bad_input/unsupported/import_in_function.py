def f():
    import os
    return os.sep
print(f())

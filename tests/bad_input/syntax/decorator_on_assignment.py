def d(f):
    return f
@d
x = 1

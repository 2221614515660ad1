def a(x):
    return b(x)
def b(x):
    return c(x)
def c(x):
    return x()
print('go')
a(3)

# TypeError: unsupported operand type(s) for +: 'NoneType' and 'int'
def f():
    pass

x = f()
print(x)
print(x + 1)

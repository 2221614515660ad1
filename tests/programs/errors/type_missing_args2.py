# TypeError: missing 2 required positional arguments (message lists both names)
def g(x, y, z=0):
    return x + y + z

print(g(1, 2))
print(g())

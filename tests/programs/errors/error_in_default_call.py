# TypeError raised inside a function called with keyword args
def scale(value, factor=2):
    return value * factor

print(scale(3), scale('ab'), scale(value=[1], factor=2))
print(scale(value='x', factor='y'))

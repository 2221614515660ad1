def g():
    yield 1
    raise ValueError('gen')
for x in g():
    print(x)

def g():
    yield 1
it = g()
it.send(5)

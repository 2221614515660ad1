def g(n):
    yield from g(n + 1)
print(list(g(0)))

def f():
    pass
f(): int = 1

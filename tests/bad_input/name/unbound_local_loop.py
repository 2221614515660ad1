def f(n):
    for i in range(n):
        pass
    return i
print(f(2))
print(f(0))

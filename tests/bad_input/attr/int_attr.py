x = 5
print(x.foo)

print(len.foo)

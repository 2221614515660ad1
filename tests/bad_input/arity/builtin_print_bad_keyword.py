print(1, foo=2)

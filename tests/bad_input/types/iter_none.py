print(list(None))

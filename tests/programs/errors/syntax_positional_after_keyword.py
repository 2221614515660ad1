print(sep='-', 1)

print(repr([2 ** 20000]))

print(3 ** 10000)

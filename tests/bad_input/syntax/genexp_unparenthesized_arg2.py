print(1, x for x in [1])

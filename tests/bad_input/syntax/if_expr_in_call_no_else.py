print(1 if 2)

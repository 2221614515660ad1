x = 1 if True else 2 else 3

x = 1 if True

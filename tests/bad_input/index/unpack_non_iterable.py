a, b = 1

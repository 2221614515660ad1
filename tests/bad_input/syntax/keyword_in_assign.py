in = 3

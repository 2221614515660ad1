pass = 1

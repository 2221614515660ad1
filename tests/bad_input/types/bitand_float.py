print(1.0 & 1)

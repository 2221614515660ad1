x = [1 for 1 in [1]]

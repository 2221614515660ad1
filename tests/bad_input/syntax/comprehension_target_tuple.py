x = [a, b for a, b in [(1, 2)]]

[].append(1, 2)

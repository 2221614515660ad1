print(1).

print(pow(2, -1, 4))

print(pow(2.0, 3, 5))

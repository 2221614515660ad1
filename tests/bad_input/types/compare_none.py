print(None > 0)

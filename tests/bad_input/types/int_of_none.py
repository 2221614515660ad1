print(int(None))

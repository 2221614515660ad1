print(len(None))

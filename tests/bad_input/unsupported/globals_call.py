print(len(globals()) > 0)

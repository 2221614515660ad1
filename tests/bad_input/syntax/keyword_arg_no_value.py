print(end=)

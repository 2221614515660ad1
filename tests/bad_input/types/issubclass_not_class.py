print(issubclass(1, int))

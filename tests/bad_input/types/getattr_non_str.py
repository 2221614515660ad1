print(getattr(1, 2))

isinstance(1)

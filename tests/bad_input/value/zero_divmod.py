print(divmod(1, 0))

print(len(list(range(-2**33, 0, 2**31))))

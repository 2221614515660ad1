print(ord(1))

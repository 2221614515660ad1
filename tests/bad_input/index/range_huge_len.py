print(len(range(2**100)))

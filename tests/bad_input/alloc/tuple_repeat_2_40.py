t = (1,) * 2**40
print(len(t))

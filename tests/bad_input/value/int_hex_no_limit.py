print(len(hex(10 ** 5000)))
print(str(10 ** 5000))

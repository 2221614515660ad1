# TypeError: 'int' object is not iterable
for i in range(2):
    print(i)
for i in 5:
    print(i)

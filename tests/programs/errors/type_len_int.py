# TypeError: object of type 'int' has no len()
print(len('abc'))
print(len(42))

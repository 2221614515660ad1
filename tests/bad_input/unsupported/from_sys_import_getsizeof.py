from sys import getsizeof
print(getsizeof(1))

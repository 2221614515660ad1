# ValueError: could not convert string to float
print(float('1e5'))
print(float('one'))

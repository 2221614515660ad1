# AssertionError without a message
x = 3
assert x == 3
print('first assert ok')
assert x == 4

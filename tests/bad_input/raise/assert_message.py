x = 3
assert x == 4, 'x should be 4'

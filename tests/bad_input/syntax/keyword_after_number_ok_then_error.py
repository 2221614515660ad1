x = 1if True else 2
y = 0b

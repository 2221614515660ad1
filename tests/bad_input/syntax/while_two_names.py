x = y = 1
while x y:
    pass

x = y = 1
x and y = 1

x = 1
x.y = 2

print(float('x1'))

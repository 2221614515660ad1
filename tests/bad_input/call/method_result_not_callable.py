xs = [3, 1]
xs.sort()()

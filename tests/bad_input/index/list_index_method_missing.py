xs = [1]
xs.index(2)

xs = [1]
xs.pop(5)

xs = [1, None]
xs.sort()

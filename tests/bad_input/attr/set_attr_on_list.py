xs = []
xs.y = 2

xs = []
xs.pop()

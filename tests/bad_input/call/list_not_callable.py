xs = [1]
xs(0)

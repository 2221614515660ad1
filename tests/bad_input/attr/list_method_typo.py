xs = []
xs.appendd(1)

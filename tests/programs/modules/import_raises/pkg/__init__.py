loaded = True

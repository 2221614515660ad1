loaded = []

d = {}
d.popitem()

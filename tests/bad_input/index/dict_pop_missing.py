d = {}
d.pop('k')

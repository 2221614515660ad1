d = {}
del d['k']

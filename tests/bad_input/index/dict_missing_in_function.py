def lookup(d, k):
    return d[k]
print(lookup({'x': 1}, 'x'))
lookup({}, 'y')

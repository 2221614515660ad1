d = {}
d.iteritems()

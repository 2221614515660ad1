f = None
f()

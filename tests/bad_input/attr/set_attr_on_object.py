o = object()
o.x = 1

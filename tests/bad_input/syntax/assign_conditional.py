a = b = c = 1
a if b else c = 1

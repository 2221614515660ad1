s = {1}
s.remove(2)

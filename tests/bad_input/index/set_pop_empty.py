s = set()
s.pop()

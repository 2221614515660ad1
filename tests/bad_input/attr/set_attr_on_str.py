s = 'a'
s.y = 2

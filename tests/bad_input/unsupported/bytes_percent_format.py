print(b'%d' % 5)

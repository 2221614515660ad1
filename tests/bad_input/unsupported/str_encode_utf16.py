data = 'abc'.encode('utf-16')

data = 'abc'.encode()

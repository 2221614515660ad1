raise Exception('a', 'b')

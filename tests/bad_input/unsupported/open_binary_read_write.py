f = open(__file__, 'rb+')

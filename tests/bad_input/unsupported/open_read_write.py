f = open(__file__, 'r+')

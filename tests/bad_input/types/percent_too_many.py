print('%s' % (1, 2))

print('%s %s' % (1,))

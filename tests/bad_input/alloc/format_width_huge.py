print(len(format('a', '>%d' % 2**40)))

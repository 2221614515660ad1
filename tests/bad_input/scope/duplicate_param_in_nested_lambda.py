f = lambda a, b=lambda a, a: 0: a

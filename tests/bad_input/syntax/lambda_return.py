f = lambda: return 1

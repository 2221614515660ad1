f = lambda: (yield)
return 5

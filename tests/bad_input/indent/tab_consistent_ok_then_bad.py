def f():
	x = 1
	if x:
		return x
	        y = 2

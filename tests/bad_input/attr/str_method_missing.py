'abc'.foo()

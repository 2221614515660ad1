'abc'.index('z')

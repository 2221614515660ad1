print(format('a', 'd'))

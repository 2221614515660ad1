print(1, end='', end='\n')

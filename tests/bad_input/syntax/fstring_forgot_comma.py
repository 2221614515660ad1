a = b = 1
y = f'{a b}'

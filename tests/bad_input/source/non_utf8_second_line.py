print(1)
x = 'ÿ'

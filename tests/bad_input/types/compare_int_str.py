print(1 < 'a')

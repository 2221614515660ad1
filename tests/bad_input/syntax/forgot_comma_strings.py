print('a' 'b' c)

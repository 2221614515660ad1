print(sum([1], 'x'))

print('{x}'.format(y=1))

print('{:,}'.format(10 ** 5000))

x = 7 ** 6000
print(f'{x}')

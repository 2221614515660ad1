x = 1.5
print(f'{x:d}')

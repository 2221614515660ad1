x = 1
print(f'{x = }')
print(f'{x!}')

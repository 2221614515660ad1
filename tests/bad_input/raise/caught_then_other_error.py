try:
    int('x')
except ValueError as e:
    print('caught', e)
print(undefined)

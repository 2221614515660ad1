try:
    print('body')
finally:
    raise KeyError(1)

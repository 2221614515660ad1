lines = iter(lambda: 'x', 'x')
print(list(lines))

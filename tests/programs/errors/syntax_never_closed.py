print('never runs')
values = [1, 2, 3
print(values)

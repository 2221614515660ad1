xs = ['a', 'b']
print(f'{"\n".join(xs)}')

x = f'{1 # comment}'

y = f'{lambda x: 1}'

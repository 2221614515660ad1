x = f'{"\n".join([])}'

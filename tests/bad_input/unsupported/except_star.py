try:
    raise ValueError(1)
except* ValueError:
    print('group')

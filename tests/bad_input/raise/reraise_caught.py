try:
    {}['k']
except KeyError:
    print('caught')
    raise

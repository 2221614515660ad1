class T(tuple):
    pass

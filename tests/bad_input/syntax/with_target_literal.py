with open('x') as 1:
    pass

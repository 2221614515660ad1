for 1 in [1]:
    pass

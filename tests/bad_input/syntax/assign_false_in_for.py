for False in range(3):
    pass

for i in range(1.5):
    pass

def pass():
    pass

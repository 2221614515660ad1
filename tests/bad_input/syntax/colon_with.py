with x as y
    pass

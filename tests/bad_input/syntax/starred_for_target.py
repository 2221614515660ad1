for *a in [[1]]:
    pass

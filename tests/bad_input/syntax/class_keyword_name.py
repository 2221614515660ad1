class if:
    pass

if True:
    # nothing here

except ValueError:
    pass

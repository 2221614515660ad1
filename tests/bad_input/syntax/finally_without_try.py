finally:
    pass

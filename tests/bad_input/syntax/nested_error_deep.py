def outer():
    def inner():
        for i in range(3):
            if i
                pass
    return inner

def 1f():
    pass

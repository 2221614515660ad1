def f():
    def g():
        pass
    global g

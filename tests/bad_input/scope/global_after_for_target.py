def f():
    for x in range(2):
        pass
    global x

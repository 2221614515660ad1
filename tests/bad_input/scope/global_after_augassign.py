x = 0
def f():
    x += 1
    global x

def f():
    print('never runs')

def g():
    x = 1
    global x

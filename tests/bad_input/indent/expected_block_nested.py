def f():
    if True:
    return 1

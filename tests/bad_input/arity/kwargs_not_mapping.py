def f(**k):
    pass
f(**[1])

def f(**k):
    pass
f(__debug__=1)

def f(**k):
    pass
f(**{1: 2})

class MyError(Exception):
    pass
raise MyError('mine', 2)

def f(**):
    pass

class D(dict):
    pass
print(vars(D()))

print(1)
if True:
    nonlocal y

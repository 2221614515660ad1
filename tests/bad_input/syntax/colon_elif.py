x = 2
if x == 1:
    pass
elif x == 2
    pass

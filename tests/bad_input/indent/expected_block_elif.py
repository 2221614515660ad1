x = 1
if x:
    pass
elif x:
x = 2

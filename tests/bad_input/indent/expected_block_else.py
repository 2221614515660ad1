x = 1
if x:
    pass
else:
x = 2

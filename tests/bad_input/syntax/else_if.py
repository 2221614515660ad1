x = 1
if x:
    pass
else if x:
    pass

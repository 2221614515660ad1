x = 2
if x:
    pass
else
    pass

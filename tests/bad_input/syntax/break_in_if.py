x = 1
if x:
    break

x = 1
if x:
    continue

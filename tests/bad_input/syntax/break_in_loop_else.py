for i in []:
    pass
else:
    break

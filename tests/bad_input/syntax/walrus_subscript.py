d = {}
if (d[0] := 1):
    pass

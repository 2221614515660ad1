f = open(__file__)
f.seek(0)

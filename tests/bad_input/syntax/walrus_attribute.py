class A:
    pass
if (A.x := 1):
    pass

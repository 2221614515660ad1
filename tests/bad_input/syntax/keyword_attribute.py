class A:
    pass
A.if = 1

class A:
    pass
print(A.x)

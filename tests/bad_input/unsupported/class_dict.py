class C:
    x = 1
print(C.__dict__['x'])

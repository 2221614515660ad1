class V:
    pass
print(V() + V())

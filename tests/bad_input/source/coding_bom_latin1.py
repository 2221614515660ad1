# coding: latin-1
print(1)

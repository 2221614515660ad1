# coding: no-such-encoding
print(1)

# OverflowError: integer division result too large for a float
print(10 ** 400 / 10 ** 399)
print(10 ** 400 / 3)

# OverflowError: int * float where the int is too large to convert
print(1e308 * 10)
print(10 ** 309 * 1.0)

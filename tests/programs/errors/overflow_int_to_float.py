# OverflowError: int too large to convert to float
print(float(10 ** 300))
print(float(10 ** 400))

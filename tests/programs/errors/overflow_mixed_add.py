# OverflowError: big int mixed with a float in arithmetic
print(2 ** 1000 + 0.5)
print(2 ** 1024 + 0.5)

# OverflowError: float ** result too large
print(2.0 ** 1000)
print(2.0 ** 10000)

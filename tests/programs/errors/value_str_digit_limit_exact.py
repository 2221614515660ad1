# ValueError: str(10**4300) has 4301 digits, one over the limit
print(len(str(10 ** 4299)))
print(str(10 ** 4300))

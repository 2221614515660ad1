x = 3 ** 100000
print(x % 1000007)
print(x.bit_length())

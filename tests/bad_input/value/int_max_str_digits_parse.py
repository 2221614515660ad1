s = '7' * 5000
print(int(s))

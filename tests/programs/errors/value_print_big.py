# ValueError: printing a huge int (implicit str) exceeds the digit limit
print(2 ** 10000 > 0)
print(2 ** 20000)

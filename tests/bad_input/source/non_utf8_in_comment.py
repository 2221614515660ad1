# café
print(1)

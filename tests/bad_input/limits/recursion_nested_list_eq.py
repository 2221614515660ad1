x = []
y = []
for i in range(100000):
    x = [x]
    y = [y]
print(x == y)

# range() with 1-3 args, negative steps, empty ranges
def show(r):
    out = []
    for x in r:
        out.append(x)
    print(out)

show(range(5))
show(range(2, 7))
show(range(0, 20, 3))
show(range(10, 0, -1))
show(range(10, 0, -3))
show(range(-5, 5, 2))
show(range(5, 5))
show(range(5, 0))
show(range(0, 5, -1))
show(range(-1, -10, -4))
show(range(3, -3, -1))
total = 0
for i in range(100, 0, -7):
    total += i
print(total)

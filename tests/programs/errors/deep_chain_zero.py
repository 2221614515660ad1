# ZeroDivisionError raised three calls deep from a loop
def a(n):
    return b(n) + 1

def b(n):
    return c(n) * 2

def c(n):
    return 100 // (3 - n)

for i in range(5):
    print(i, a(i))

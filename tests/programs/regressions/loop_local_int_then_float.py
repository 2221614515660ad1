# A loop-carried local that is an int when the loop is compiled (entered by OSR) and a
# float later: compiled code read a float's payload from an int.


def lv(n):
    x = 0
    for i in range(n):
        x = x + (i if i % 2 else 0.5)
        if x < 1000.5:
            x = 0
    return x


print(lv(60000))


def f(n, y):
    x = 1
    for i in range(n):
        x = x + (i if i % 2 else 0.5)
        x = x and y
    return x


for t in range(21):
    print(f(t % 3, 7), f(t % 4, 0), f(t % 3, 2.5))

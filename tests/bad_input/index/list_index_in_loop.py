def total(xs):
    t = 0
    for i in range(len(xs) + 1):
        t += xs[i]
    return t
print(total(list(range(100))))

# A value read from a list before the list is changed keeps the old value, in every
# path that uses it later (compiled code must not move the read past the store).
def f(lst, i, flag):
    x = lst[i]
    lst[i] = 99
    if flag:
        return x
    return -1


def g(lst):
    n = len(lst)
    first = lst[0]
    lst.append(first)
    total = 0
    for k in range(n):
        total += lst[k]
    return first, n, total, len(lst)


for _ in range(300):
    f([1, 2, 3], 1, True)
    g([1, 2, 3])
print(f([1, 2, 3], 1, True), f([1, 2, 3], -1, False))
print(g([5, 6, 7]))

# A local that is a big int on some calls and a float on others: the join of the two
# is an int or a float, and adding an int to it must not be compiled as float
# arithmetic (that read the big int's limbs as a double).


def f(n):
    x = 10**19
    for i in range(n):
        if i == 5:
            x = 0.5
        x = x + 1
        if i == 10:
            x = 2.0
    return x


r = [f(k % 13) for k in range(3000)]
print(r[-9:-4])
print(r[-4:])


def g(n, big):
    # Every operator on the int-or-float join.
    x = big
    out = []
    for i in range(n):
        if i % 3 == 1:
            x = 1.5
        elif i % 3 == 2:
            x = big
        out.append((x + 2, x - 2, x * 2, x // 3, x % 7, x / 4))
    return out


for k in range(400):
    res = g(k % 5, 2**63 + k)
print(res)
print(g(4, -(2**62)))

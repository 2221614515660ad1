# A float combined with a value that is sometimes an int and sometimes a float
# (+, - and *, either side): compiled code converts the other operand as float()
# does, and leaves for the interpreter on anything else (a str's TypeError, an int
# too large for a double's OverflowError, a bool is an int).


def pick(i):
    k = i % 5
    if k == 0:
        return i
    if k == 1:
        return i * 0.5
    if k == 2:
        return 10**20 + i
    if k == 3:
        return -i
    return 1e-3 * i


def mix(n):
    total = 0.0
    back = 100.0
    prod = 1.0
    for i in range(n):
        v = pick(i)
        total += v
        back = v - back
        prod = prod * 1.0000001 if i % 2 else 1.0 * prod
        total = total - v * 0.5
        if i % 97 == 0:
            prod = prod * (v if i % 3 else 1)
            prod = prod / (abs(prod) + 1.0)
    return f"{total:.6e} {back:.6e} {prod:.6e}"


print(mix(20000))
print(mix(3))


def accumulate(values):
    t = 0.5
    for v in values:
        t = t + v
        t = v * 1.0 - t
    return t


nums = [1, 2.5, 3, True, 10**30, -7, 0.25]
for _ in range(300):
    r = accumulate(nums)
print(r)
try:
    accumulate(nums + ["x"])
except TypeError as e:
    print("TypeError:", e)
try:
    accumulate([1.0, 10**400])
except OverflowError as e:
    print("OverflowError:", e)
print(accumulate([1, 2, 3]), accumulate([]))

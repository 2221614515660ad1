# paths that allocate several objects in a row (checked again under EMBER_GC_STRESS)
big = 2 ** 64
print(list(enumerate("abc", 2 ** 62 - 2)))
r = range(big, big * 4, big // 2)
print(r[1:5], r[::2], list(r[1:3]))
a = [0, 1, 2, 3, 4, 5]
a[1:3] = map(str, [10 ** 30, 10 ** 31, 10 ** 32])
print(a)
a[::2] = reversed(["x", "y", "z", "w"])
print(a)
w = 12
for k in range(3):
    print(f"[{10 ** 25 + k:>{w + k * 5},}]", f"{str(k) * 3:{'^'}{w}}")
parts = "a b c d e f g h i j k l m n o p q r s t".split()
print(parts, "-".join(parts).split("-", 5))

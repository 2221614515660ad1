# and/or/not and comparisons used directly as branch conditions (with side effects)
def t(name, v):
    print(name, end=" ")
    return v


for a in (0, 1):
    for b in (0, 1):
        for c in (0, 1):
            if t("a", a) and t("b", b) or t("c", c):
                print("| and-or taken")
            else:
                print("| and-or not taken")
            if not (t("a", a) or not t("b", b)) and t("c", c) > 0:
                print("| nested taken")
            else:
                print("| nested not taken")
            print("ifexp", "yes" if (a or b) and not c else "no", "no" if not (a and b) else "yes")
i = 0
while i < 10 and not (i > 3 and i % 2 == 1):
    i += 1
print("while stopped at", i)
n = 0
while not n >= 5 or n == 5:
    n += 1
print("n", n)
x = 7
if 1 < x <= 7 and x != 3:
    print("chained in condition")
if x in (1, 7) and x is not None and not x is None:
    print("membership and identity")
assert x > 0 and (x < 10 or t("never", 0)), "not reached"
print("done")

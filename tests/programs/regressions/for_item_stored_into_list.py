# The item of a `for` loop is not NULL in the loop's body; storing it into a list
# kept that fact through block merging (issue 18, fuzz seed 319: the JIT's HIR did
# not verify and the compiler panicked).
def first_falsy_to_front(xs):
    for x in xs:
        if not x and len(xs) < 40:
            xs[0] = x
    return xs


def rotate_into(dst, src):
    for item in iter(src):
        dst[len(dst) - 1] = item
        dst[0] = item
    return dst


for i in range(100):
    r = first_falsy_to_front([2**62, False, -2, 255, i % 3])
    if i % 25 == 0:
        print(r)
for i in range(60):
    r = rotate_into([0, 0, 0], (i, str(i), None, 2.5))
    if i % 20 == 0:
        print(r)

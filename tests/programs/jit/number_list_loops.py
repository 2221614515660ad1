# Hot loops over lists of small ints and of floats, which never change kind: compiled
# code reads their items without a type test per item (the CLI test checks the HIR).


def prefix_sums(xs):
    out = [0] * (len(xs) + 1)
    for i in range(len(xs)):
        out[i + 1] = out[i] + xs[i]
    return out


def mean(values):
    s = 0.0
    for v in values:
        s += v
    return s / len(values)


def horner(coeffs, x):
    acc = 0.0
    for c in coeffs:
        acc = acc * x + c
    return acc


def main():
    xs = [i * 7 % 13 for i in range(200)]
    fs = [i / 8 for i in range(200)]
    coeffs = [1.0, -2.0, 0.5, 3.0]
    checksum = 0
    m = 0.0
    h = 0.0
    for _ in range(300):
        checksum += prefix_sums(xs)[-1]
        m += mean(fs)
        h += horner(coeffs, 1.5)
    print(checksum, m, h)


main()

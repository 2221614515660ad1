def total(values):
    t = 0
    for v in values:
        t += v
    return t


def label(x):
    return "<" + str(x) + ">"

calls = 0


def clamp(x, lo, hi):
    global calls
    calls += 1
    return lo if x < lo else hi if x > hi else x


def percent(part, whole):
    return round(100 * part / whole, 1)

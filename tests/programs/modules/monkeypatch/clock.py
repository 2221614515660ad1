ticks = 0


def now():
    global ticks
    ticks += 1
    return ticks


def reset():
    global ticks
    ticks = 0

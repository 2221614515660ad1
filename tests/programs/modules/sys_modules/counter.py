print("counter: running its body")
runs = []
runs.append(len(runs) + 1)
value = 0


def bump(n=1):
    global value
    value += n
    return value

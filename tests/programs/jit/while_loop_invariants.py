# Guards and global reads that do not change in a `while` loop leave it and run
# once before the first turn. A global the loop rebinds (directly, or through a
# call) is read on every turn; a guard that fails before the first turn leaves
# compiled code at the loop's test, and the interpreter runs the loop.

LIMIT = 32
SCALE = 3


def drain(stack):
    popped = 0
    while len(stack) > LIMIT:
        stack.pop()
        popped += 1
    return popped


def scaled_sum(n):
    total = 0
    i = 0
    while i < n:
        total += i * SCALE
        i += 1
    return total


def rebinding(n):
    global SCALE
    total = 0
    i = 0
    while i < n:
        total += SCALE
        SCALE = SCALE + 1
        i += 1
    return total


def bump_limit():
    global LIMIT
    LIMIT += 1


def calls_rebind(stack):
    popped = 0
    while len(stack) > LIMIT:
        stack.pop()
        bump_limit()
        popped += 1
    return popped


def body_guard(items, n):
    # `items` is only indexed inside the body: a loop that runs no turn never
    # touches it.
    i = 0
    total = 0
    while i < n:
        total += items[i]
        i += 1
    return total


def main():
    global LIMIT, SCALE
    popped = 0
    for k in range(300):
        popped += drain(list(range(k % 70)))
    print("drain", popped)
    LIMIT = 5
    print("drain after rebinding", drain(list(range(20))))
    LIMIT = 2.5
    print("drain with a float limit", drain(list(range(20))))
    LIMIT = 32
    acc = 0
    for k in range(200):
        acc += scaled_sum(k)
    print("scaled", acc)
    SCALE = 1.5
    print("scaled float", scaled_sum(10))
    SCALE = "ab"
    try:
        scaled_sum(3)
    except TypeError as e:
        print("TypeError", e)
    SCALE = 3
    print("rebinding", rebinding(50), SCALE)
    SCALE = 3
    LIMIT = 10
    print("calls rebind", calls_rebind(list(range(40))), LIMIT)
    acc = 0
    for k in range(300):
        acc += body_guard([1, 2, 3, 4, 5], k % 6)
    print("body guard", acc)
    print("no turn", body_guard(None, 0), body_guard("xyz", 0))
    try:
        body_guard(None, 1)
    except TypeError as e:
        print("TypeError", e)
    del LIMIT
    try:
        drain([1, 2, 3])
    except NameError as e:
        print("NameError", e)


main()

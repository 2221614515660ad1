# A global that a loop reads on every turn and never writes (nor runs code that
# could) is read once before the loop; a guard there deopts when it is unbound or
# another object. Loops that write globals, or call code that may, read it anew.


def helper(x):
    return x + 1


original = helper


def reads_only(n):
    total = 0
    for i in range(n):
        total += helper(i) if isinstance(i, int) else 0
    return total


def rebinds(n):
    global helper
    total = 0
    for i in range(n):
        total += helper(i)
        if i == n // 2:
            helper = lambda x: x * 100
    helper = original
    return total


def swap_helper():
    global helper
    helper = lambda x: -x


def rebinds_through_call(n):
    total = 0
    for i in range(n):
        total += helper(i)
        if i == 3:
            swap_helper()
    return total


def unbound_every_turn(n):
    out = []
    for i in range(n):
        out.append(i)
        out.append(later_global)
    return out


def count_lens(items):
    total = 0
    for x in items:
        total += len(x)
    return total


for round_ in range(3):
    print(reads_only(50), rebinds(20), rebinds_through_call(10))
    helper = original
    try:
        print(unbound_every_turn(5))
    except NameError as e:
        print("NameError:", e)
    print(count_lens(["ab", "cde", ""] * 10))

later_global = "now"
print(unbound_every_turn(3))
len = lambda x: 7
print(count_lens(["ab", "cde", ""] * 10))
del len
print(count_lens(["ab", "cde", ""] * 10))
del later_global
try:
    print(unbound_every_turn(2))
except NameError as e:
    print("NameError:", e)

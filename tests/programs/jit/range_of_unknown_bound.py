# `range(k)` whose bound the compiler cannot type (a cell, an attribute, a call's
# result) is guarded by the call's profile: while it saw small ints the loop is made
# without a range object; a bound of another kind later (a bool, a big int, an object
# with __index__, a float) leaves compiled code where the guard fails and gives
# CPython's results and errors.


class Index:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


def nested_sums(rows, k):
    # `k` is a cell: the comprehension closes over it.
    picks = [(i * 3, k) for i in range(k)]
    total = 0
    for r in range(rows):
        for c in range(k):
            total += r * c + picks[c][0]
    return total


class Grid:
    def __init__(self, width):
        self.width = width

    def row_total(self, rows):
        total = 0
        for r in range(rows):
            for c in range(self.width):
                total += r ^ c
        return total


def big_range_len(k):
    count = 0
    for i in range(k):
        count += 1
        if count > 3:
            break
    return count


def main():
    acc = 0
    for k in range(1, 200):
        acc += nested_sums(20, k % 13)
    print("ints", acc)
    print("bool", nested_sums(5, True))
    print("index", nested_sums(4, Index(6)))
    try:
        nested_sums(3, 2.5)
    except TypeError as e:
        print("TypeError", e)
    g = Grid(7)
    acc = 0
    for _ in range(300):
        acc += g.row_total(11)
    print("grid", acc)
    g.width = Index(3)
    print("grid index", g.row_total(5))
    g.width = 2 ** 70
    print("grid big", big_range_len(g.width))
    g.width = "3"
    try:
        g.row_total(2)
    except TypeError as e:
        print("TypeError", e)
    acc = 0
    for k in range(500):
        acc += big_range_len(k)
    print("small", acc, big_range_len(2 ** 65), big_range_len(-(2 ** 65)))


main()

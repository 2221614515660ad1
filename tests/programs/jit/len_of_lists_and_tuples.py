# len() of lists and tuples in compiled loops reads their length field: it follows
# appends, pops, slices and deletions made in the loop, and other kinds of values
# (strs, dicts, user classes with __len__) still get the generic call.


class Bag:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


def grow_and_shrink(n):
    stack = []
    lengths = 0
    for i in range(n):
        stack.append(i)
        if len(stack) > 10:
            del stack[:3]
            stack.pop()
        lengths += len(stack)
    return lengths, len(stack), stack[-3:]


def tuple_lengths(n):
    t = ()
    total = 0
    for i in range(n):
        if i % 7 == 0:
            t = t + (i,)
        total += len(t) * 2 - len((i, i))
    return total


def mixed(values):
    out = 0
    for v in values:
        out += len(v)
    return out


print(grow_and_shrink(5000))
print(tuple_lengths(3000))
items = [[1, 2], (3,), "four", {"a": 1, "b": 2}, Bag(9), [], ()]
print(sum(mixed(items) for _ in range(400)))
try:
    mixed([[1], 5])
except TypeError as e:
    print(e)

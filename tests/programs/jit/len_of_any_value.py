# len() of values whose type the compiler does not know: lists, tuples and strs
# (and their subclasses, whose __len__ may differ) read inline or not, other sized
# objects through the runtime, results past the small-int range, and errors.
class L(list):
    def __len__(self):
        return 42

class S(str):
    def __len__(self):
        return 7

class T(tuple):
    pass

class Sized:
    def __len__(self):
        return 5

class Big:
    def __len__(self):
        return 2**62 + 3

def size(x):
    if isinstance(x, (str, list, tuple, Sized, dict)):
        return len(x)
    return -1

def run(items, n):
    t = 0
    for i in range(n):
        t += size(items[i % len(items)])
    return t

items = [L([1, 2]), S("abc"), T((1, 2, 3)), Sized(), "héllo", [1] * 9, (), {1: 2}, 3]
for _ in range(5):
    print(run(items, 9000))
try:
    len(Big())
except OverflowError as e:
    print("OverflowError", e)
def big_len(x):
    return len(x)
for _ in range(300):
    r = big_len(Big())
print(r)
class Neg:
    def __len__(self):
        return -1
try:
    for _ in range(300):
        big_len(Neg())
except ValueError as e:
    print("ValueError", e)

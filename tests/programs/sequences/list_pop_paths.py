# list.pop() with no argument on every storage and length, in a hot loop (compiled as
# a direct pop) and at the edges: empty lists, bool storage, items of every kind.


def drain(xs):
    out = []
    while True:
        try:
            out.append(xs.pop())
        except IndexError as e:
            out.append(str(e))
            return out


def churn(n):
    stack = []
    popped = 0
    for i in range(n):
        stack.append(i * 3 % 11)
        if len(stack) > 8:
            while len(stack) > 2:
                popped += stack.pop()
    return popped, stack


print(drain([1, 2.5, "three", None, (4,), [5]]))
print(drain([True, False] * 3))
print(drain([False] * 4))
print(drain([]))
flags = [True] * 5
flags[2] = False
print(flags.pop(), flags.pop(), flags, flags.pop(0), flags)
for k in range(3):
    print(churn(1000 + k))
mixed = [0] * 3 + [True, False]
print(mixed.pop(), mixed.pop(), mixed.pop(), mixed)
nested = [[i] * i for i in range(5)]
while nested:
    last = nested.pop()
    print(len(nested), last, last.pop() if last else "empty")
try:
    [].pop(0)
except IndexError as e:
    print("IndexError", e)
try:
    [1].pop(1, 2)
except TypeError as e:
    print("TypeError", e)

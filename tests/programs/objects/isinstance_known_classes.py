# isinstance with a known class or a tuple of known classes, compiled: exact
# classes, subclasses, builtin types, bools as ints, and a
# class global rebound after compilation.


class Animal:
    pass


class Dog(Animal):
    pass


class Puppy(Dog):
    pass


class Rock:
    pass


def classify(x):
    tags = []
    if isinstance(x, Animal):
        tags.append("animal")
    if isinstance(x, Dog):
        tags.append("dog")
    if isinstance(x, (Rock, Puppy)):
        tags.append("rock-or-puppy")
    if isinstance(x, int):
        tags.append("int")
    if isinstance(x, (str, list)):
        tags.append("str-or-list")
    if isinstance(x, bool):
        tags.append("bool")
    if isinstance(x, float):
        tags.append("float")
    if isinstance(x, object):
        tags.append("object")
    return tags


values = [Animal(), Dog(), Puppy(), Rock(), object(), 3, True, 2.5, "s", [1], None, (1,), 10**30]
counts = {}
for round in range(300):
    for v in values:
        key = type(v).__name__ + ":" + ",".join(classify(v))
        counts[key] = counts.get(key, 0) + 1
for key in sorted(counts):
    print(key, counts[key])


def typed(n):
    # The argument's type is known where this compiles: the test folds.
    t = 0
    for i in range(n):
        if isinstance(i, int):
            t += 1
        if isinstance(i * 0.5, int):
            t += 1000
    return t


print(typed(5000))


def is_dog(x):
    return isinstance(x, Dog)


print(sum(is_dog(v) for v in values * 200))
Dog = Rock  # rebinding the global: the compiled test must not keep the old class
print(sum(is_dog(v) for v in values * 200))

# A method call's receiver of a class its cache never saw deopts from inside a loop
# whose iterator is virtual: the exit writes its fields back, then deopts, and the
# interpreter goes on with the iterator made there.
class P:
    def value(self):
        return 1
class Q:
    def value(self):
        return 10
class R:
    def value(self):
        return 100
def dispatch(objs, n):
    total = 0
    for i in range(n):
        total += objs[i % len(objs)].value()
    return total
for k in range(40):
    objs = [P(), Q()] if k < 30 else [P(), Q(), R()]
    print(dispatch(objs, 7 + k % 5), end=" ")
print()

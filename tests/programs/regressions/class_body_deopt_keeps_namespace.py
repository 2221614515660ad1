# A class body compiled with --jit=all deopts (its int arithmetic meets a big int);
# the interpreter resumes with the class namespace, which the body reads through
# LoadName/StoreName only (issue 18, fuzz seed 1: the namespace was dropped from
# the frame state as a dead local, and the resumed body crashed).
class Big:
    k = -2**63 - 1
    j = k * 3 + 1
    names = []
    for i in range(3):
        names.append(k + i)
    del i


class Mixed:
    total = 0
    for v in [1, 2, 2**62, 2**64, 0.5, -3]:
        total = total + v
    label = 'total=' + str(total)


print(Big.k, Big.j, Big.names)
print(Mixed.total, Mixed.label)


def make(n):
    class Local:
        base = n
        scaled = base * 2**61
        doubled = scaled + scaled
    return Local


for n in [1, 2, 3, 4]:
    L = make(n)
    print(L.base, L.scaled, L.doubled)

# list identity vs equality, aliasing through names and containers
a = [1, 2, 3]
b = a
c = [1, 2, 3]
print(a == b, a is b, a == c, a is c)
b[0] = 100
print(a, c)
outer = [a, a]
outer[0][1] = 200
print(outer)
def mutate(lst):
    lst.append('m')
    lst = ['rebound']
    return lst
r = mutate(a)
print(a, r)
t = (a,)
a.append(4)
print(t)
e1 = []
e2 = []
print(e1 is e2, e1 == e2, () == ())

# tuples: literals, indexing, iteration, immutability-preserving ops
t = (1, 'two', 3.0)
print(t, len(t), t[0], t[-1], t[1])
print((), (1,), (1, 2), ((1,),))
one = 5,
print(one, len(one))
for x in t:
    print(x)
u = t + (4,)
print(u, t)
print(t * 2, () * 5, (0,) * 3)
a, b, c = t
print(a, b, c)
nested = ((1, 2), [3, 4])
nested[1][0] = 33
print(nested)
print((1, 2) == (1, 2), (1, 2) == [1, 2], (1,) != (1, 0))
print(t[0:2], t[::-1], t[5:])

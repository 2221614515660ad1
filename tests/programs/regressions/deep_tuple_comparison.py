# Nested tuples compared as dict keys and list items: the direct comparison stops at a
# fixed depth and hands deeper ones to the general one, which raises RecursionError
# where CPython does.
t = ()
u = ()
for i in range(40):
    t = (t, i)
    u = (u, i)
print(t == u, t in [u], {t: 1}.get(u))
a = ()
b = ()
for i in range(5000):
    a = (a,)
    b = (b,)
try:
    print(a in [b])
except RecursionError as e:
    print("RecursionError", e)

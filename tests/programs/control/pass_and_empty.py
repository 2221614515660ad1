# pass statements in every block kind; loops whose bodies do nothing
def f():
    pass

if True:
    pass
else:
    pass
for i in range(3):
    pass
while False:
    pass
n = 0
while n < 3:
    n += 1
    pass
print(f(), i, n)

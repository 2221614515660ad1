# conditional expressions (x if c else y), nesting and laziness
def sign(n):
    return -1 if n < 0 else (0 if n == 0 else 1)

print(sign(-5), sign(0), sign(7))
x = 3
print('odd' if x % 2 else 'even')
print(1 if [] else 2)
print(1 if 'a' else 2)
print('a' if None else 'b' if 0 else 'c')
y = 10 if x > 2 else undefined_name
print(y)
print(undefined_name if False else 'lazy')
vals = [0, 1, 2, 3, 4, 5]
for v in vals:
    print(v * 10 if v % 2 == 0 else -v, end=' ')
print()

# keyword arguments: any order, mixed with positionals and defaults
def f(a, b, c=3, d=4):
    print(a, b, c, d)

f(1, 2)
f(1, 2, 5)
f(1, 2, d=8)
f(d=1, c=2, b=3, a=4)
f(1, c=7, b=6)
f(b='B', a='A')

def area(width, height=1):
    return width * height

print(area(height=3, width=5), area(width=2), area(4, height=2.5))
print(area(2, 3))

def kw_eval_order(x, y):
    return x - y

def noisy(v):
    print('eval', v)
    return v

print(kw_eval_order(y=noisy(1), x=noisy(2)))

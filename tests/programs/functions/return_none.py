# functions without return, bare return, and early returns
def nothing():
    pass

def bare():
    return

def early(n):
    if n > 0:
        return 'positive'
    print('not positive')

print(nothing(), bare(), early(1), early(0))
print(nothing() is None)

def first_even(lst):
    for x in lst:
        if x % 2 == 0:
            return x
    return -1

print(first_even([1, 3, 4, 6]), first_even([1, 3]))

def multi():
    return 1, 'two', [3]

a, b, c = multi()
print(a, b, c, multi())

# mutually recursive functions defined at module level
def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)

def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)

for i in [0, 1, 2, 7, 10, 99, 300]:
    print(i, is_even(i), is_odd(i))

def hofstadter_f(n):
    if n == 0:
        return 1
    return n - hofstadter_m(hofstadter_f(n - 1))

def hofstadter_m(n):
    if n == 0:
        return 0
    return n - hofstadter_f(hofstadter_m(n - 1))

for i in range(15):
    print(hofstadter_f(i), end=' ')
print()

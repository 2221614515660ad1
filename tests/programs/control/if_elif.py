# if / elif / else chains and nested ifs
def classify(n):
    if n < 0:
        return 'negative'
    elif n == 0:
        return 'zero'
    elif n < 10:
        return 'small'
    elif n < 100:
        return 'medium'
    else:
        return 'large'

for v in [-5, 0, 3, 42, 1000, 10 ** 30]:
    print(v, classify(v))

def fizz(n):
    if n % 15 == 0:
        return 'FizzBuzz'
    if n % 3 == 0:
        return 'Fizz'
    if n % 5 == 0:
        return 'Buzz'
    return str(n)

for i in range(1, 16):
    print(fizz(i), end=' ')
print()
x = 7
if x > 5:
    if x > 6:
        print('x > 6')
    else:
        print('5 < x <= 6')
if []:
    print('no')
elif 'nonempty':
    print('elif taken')

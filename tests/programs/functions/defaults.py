# default argument values, including a default evaluated once at def time
def greet(name, greeting='Hello', punct='!'):
    return greeting + ', ' + name + punct

print(greet('Ann'))
print(greet('Bob', 'Hi'))
print(greet('Cy', 'Yo', '?'))
print(greet('Di', punct='.'))

x = 10
def show(v=x):
    return v

x = 20
print(show(), show(5))

def acc(item, bucket=[]):
    bucket.append(item)
    return bucket

print(acc(1))
print(acc(2))
print(acc(3, []))
print(acc(4))

def none_default(a, b=None):
    if b is None:
        b = a * 2
    return a + b

print(none_default(3), none_default(3, 1))

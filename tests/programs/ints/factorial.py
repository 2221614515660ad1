# factorial (iterative and recursive) producing big ints
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)

r = 1
for i in range(1, 51):
    r *= i
print(r)
print(fact(50) == r)
print(fact(20), fact(21))
f100 = fact(100)
print(f100)
z = 0
while f100 % 10 == 0:
    f100 //= 10
    z += 1
print(z)
print(fact(30) // fact(28))

# Recursion through compiled code: direct calls between compiled functions,
# mutual recursion, closures and defaults on the call path, and an exception
# raised deep in compiled frames, caught by the interpreter-level handler.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)


def make_adder(k):
    def add(x, y=0):
        if x <= 0:
            return y
        return add(x - 1, y + k)
    return add


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def countdown(n):
    if n == 0:
        raise ValueError("reached the bottom")
    return countdown(n - 1)


def big(n):
    # Crosses the small-int range part-way: the sum becomes a big int.
    if n == 0:
        return 1
    return big(n - 1) * 3 + n


print(fib(22))
print(is_even(300), is_odd(301), is_even(7))
print(depth(400))
print(make_adder(3)(200), make_adder(-2)(150, 7))
print(ackermann(2, 3))
try:
    countdown(250)
except ValueError as e:
    print("caught:", e)
print(big(60))
print([fib(k) for k in range(15)])

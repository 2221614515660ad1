# Recursive calls: call overhead, argument passing, small-int arithmetic.
N = 20


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def run(n):
    return fib(n)


if __name__ == "__main__":
    print(run(N))

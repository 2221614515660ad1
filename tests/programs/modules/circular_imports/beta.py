print("beta: start")
import alpha
# alpha is only partly run here: its functions do not exist yet.
print("beta: alpha has is_even?", hasattr(alpha, "is_even"))

NAME = "beta"


def is_odd(n):
    if n == 0:
        return False
    return alpha.is_even(n - 1)


def partner():
    return alpha.NAME


print("beta: done")

print("alpha: start")
import beta
print("alpha: beta has is_odd?", hasattr(beta, "is_odd"))

NAME = "alpha"


def is_even(n):
    if n == 0:
        return True
    return beta.is_odd(n - 1)


print("alpha: done")

# AssertionError with a message built at runtime
def check(n):
    assert n >= 0, 'negative value: ' + str(n)
    return n

print(check(5))
check(-2)

# NameError: undefined name referenced inside a function
def f(x):
    return x + missing_helper(x)

print('calling f')
f(1)

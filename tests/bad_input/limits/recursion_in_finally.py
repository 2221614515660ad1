count = 0
def f(n):
    global count
    try:
        return f(n + 1)
    finally:
        count += 1
try:
    f(0)
except RecursionError:
    print('unwound', count > 100)

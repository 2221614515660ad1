# RecursionError: maximum recursion depth exceeded (unbounded recursion)
def down(n):
    return down(n + 1)

print('going down')
down(0)

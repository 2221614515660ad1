def gen(n):
    return [(yield i) for i in range(n)]
print('never runs')

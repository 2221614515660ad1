def cut(n):
    return n // 2

class A:
    n = 3
    xs = [n * i for i in range(2)]

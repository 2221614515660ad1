class A:
    x = [(y := i) for i in range(3)]

class A:
    m = 3
A().m()

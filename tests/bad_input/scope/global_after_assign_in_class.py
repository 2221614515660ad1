class A:
    y = 1
    global y

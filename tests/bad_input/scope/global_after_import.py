def f():
    import math
    global math

def helper():
    return "helped"


CONST = 3

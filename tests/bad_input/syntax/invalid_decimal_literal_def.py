def f():
    return 3rd

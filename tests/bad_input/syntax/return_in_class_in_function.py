def f():
    class A:
        return 1

class A:
    nonlocal x

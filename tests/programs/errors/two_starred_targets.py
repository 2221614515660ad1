print("never printed")
a, *b, *c = [1, 2, 3]

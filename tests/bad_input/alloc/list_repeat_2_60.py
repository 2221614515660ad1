xs = [None] * 2**60

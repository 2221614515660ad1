total = 1 − 2

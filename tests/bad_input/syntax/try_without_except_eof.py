try:
    x = 1

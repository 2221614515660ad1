print("init geo:", __name__, __package__)
ORIGIN = (0, 0)

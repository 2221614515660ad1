print("init geo.shapes:", __name__, __package__)
KINDS = []

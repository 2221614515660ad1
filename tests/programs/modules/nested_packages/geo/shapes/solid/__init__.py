print("init geo.shapes.solid:", __name__, __package__)

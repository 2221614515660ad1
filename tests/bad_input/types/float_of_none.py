print(float(None))

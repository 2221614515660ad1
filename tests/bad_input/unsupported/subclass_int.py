class Meters(int):
    pass
print(Meters(3) + 1)

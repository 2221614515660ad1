# a misspelled attribute of an instance gets a "Did you mean" suggestion
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.label = "p"


p = Point(1, 2)
print(p.x, p.label)
print(p.lable)

from math import pi as a.b

import math.

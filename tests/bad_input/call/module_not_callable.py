import math
math()

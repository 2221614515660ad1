import math
math.sqrt = abs
print(math.sqrt(-4))

import math
print(math.sqrt(-1))

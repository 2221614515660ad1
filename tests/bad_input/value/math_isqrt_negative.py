import math
print(math.isqrt(-1))

import math
print(math.exp(1000))

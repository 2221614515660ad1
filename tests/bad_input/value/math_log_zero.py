import math
print(math.log(0))

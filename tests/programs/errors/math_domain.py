# math.sqrt of a negative number is a domain error
import math

print(math.sqrt(4.0))
print(math.sqrt(-1))

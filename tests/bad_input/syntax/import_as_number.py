import math as 1

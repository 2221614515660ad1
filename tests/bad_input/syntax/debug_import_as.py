import math as __debug__

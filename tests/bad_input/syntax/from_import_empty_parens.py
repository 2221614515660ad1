from math import ()

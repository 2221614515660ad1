# %-formatting with too few arguments
print("%d + %d" % (1, 2))
print("%d + %d = %d" % (1, 2))

x = 1
# c
  y = 2

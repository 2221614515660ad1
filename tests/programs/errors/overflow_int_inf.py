# OverflowError: cannot convert float infinity to integer
print(int(1.5e308))
print(int(float('inf')))

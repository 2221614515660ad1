# ValueError: cannot convert float NaN to integer
print(int(1e300) > 0)
print(int(float('nan')))

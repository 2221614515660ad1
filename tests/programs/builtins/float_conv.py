# float() conversion from int, str, float, bool
print(float(0), float(3), float(-3), float(2 ** 80), float(True))
print(float('3.5'), float('-0.0'), float('  1e-3 '), float('1E5'), float('+.25'))
print(float('inf'), float('-inf'), float('INF'), float('nan'), float('-NaN'), float('infinity'))
print(float(1.5), float('0.1'), float('123456789012345678'), float('1e400'), float('-1e400'))
print(float('1e-400'), float('4.9e-324'), float('2.4703282292062328e-324'))
print(float(10 ** 308), float(-(10 ** 308)), float(2 ** 1023))
print(float('12345678901234567890.5'), float('0.30000000000000004'))

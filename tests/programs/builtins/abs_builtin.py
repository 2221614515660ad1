# abs() of ints (incl. boundary values), floats, bools
print(abs(0), abs(5), abs(-5), abs(-0), abs(True), abs(False))
print(abs(-(2 ** 63)), abs(-(2 ** 63) + 1), abs(-(2 ** 64)), abs(-(2 ** 62)))
print(abs(-9223372036854775808), abs(-4611686018427387904))
print(abs(-(10 ** 30)), abs(10 ** 30))
print(abs(-1.5), abs(1.5), abs(-0.0), abs(float('-inf')), abs(float('nan')))
print(abs(-5e-324), abs(-1.7976931348623157e308))
x = -7
print(abs(x) == -x, abs(abs(x)))

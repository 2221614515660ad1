# round(x, -k) of floats: half to even on the exact value, correctly rounded (large values included).
# round(float, negative ndigits) for large magnitudes is not correctly rounded.
# CPython: 1e+308 / 2e+300 / 1e+205 / 7.8e+50
# ember:   1.0000000000000006e+308 / 1.0000000000000006e+300 / 1.0000000000000004e+205 / 7.800000000000001e+50
print(repr(round(1e308, -308)))
print(repr(round(1.5e300, -300)))
print(repr(round(1.23456789e205, -205)))
print(repr(round(7.77e50, -49)))
for x in (1234.5, -1250.0, 1350.0, 0.0, -0.0, 5e-324, 1.7976931348623157e308, 2.5e-10, 123456789.123):
    print([round(x, n) for n in (-1, -2, -3, -10, -400)])

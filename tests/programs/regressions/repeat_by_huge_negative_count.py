# A sequence repeated by an int outside 64 bits overflows whatever the sign, as
# CPython's index-sized integer does (fuzz seed 22131); -2**63 still fits and repeats
# zero times.
for n in [-2**63-1, 2**63, 2**100, -2**100, -2**63, -5]:
    for s in [[1], "ab", (1,)]:
        try:
            print(len(s * n))
        except Exception as e:
            print(type(e).__name__, e)

x = [[0], 1]
try:
    x *= -2**64
except OverflowError as e:
    print("inplace:", e, x)

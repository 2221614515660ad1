# int.bit_length / int.bit_count / float.is_integer, as bound methods too.
for n in [0, 1, -1, 255, -256, 2**62, 2**63, -2**63, 2**100 + 7, True, False]:
    print(n, n.bit_length(), n.bit_count())
length = (1023).bit_length
print(length())
for d in [2.0, 2.5, -0.0, float('inf'), float('nan'), 1e300]:
    print(d, d.is_integer())
try:
    (5).bit_length(1)
except TypeError as e:
    print(e)
